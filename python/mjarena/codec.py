"""The action encoding and the observation layout of org.mjarena.arena.env, read from the Java classes
so that the two sides cannot disagree."""


class ActionCodec:
    """One variant's fixed action indices (see docs/python.md and ActionCodec's Javadoc).

    With K tile kinds (27 in competition-108, 34 in MCR): [0, K) discard kind k, [K, 2K) concealed kong,
    [2K, 3K) added kong, [3K, 4K) ting discard (competition-108 only), then win, the three chows (the
    offered tile lowest, middle, highest), pung, kong (exposed), pass, and ting before play
    (competition-108 only).
    """

    def __init__(self, java_codec):
        self._codec = java_codec
        self.size = int(java_codec.size())
        self.kinds = int(java_codec.kinds())
        self.has_ting = bool(java_codec.hasTing())
        self.WIN = int(java_codec.win())
        self.CHOW_LOW, self.CHOW_MID, self.CHOW_HIGH = (int(java_codec.chow(p)) for p in range(3))
        self.PUNG = int(java_codec.pung())
        self.KONG = int(java_codec.kong())
        self.PASS = int(java_codec.pass_())
        self.TING = int(java_codec.ting()) if self.has_ting else None

    def discard(self, kind):
        return kind

    def concealed_kong(self, kind):
        return self.kinds + kind

    def added_kong(self, kind):
        return 2 * self.kinds + kind

    def ting_discard(self, kind):
        if not self.has_ting:
            raise ValueError("this variant has no ting")
        return 3 * self.kinds + kind

    def name(self, index):
        """A readable name of an index: 'discard W5', 'pung', ..."""
        return str(self._codec.name(int(index)))
