package org.mjarena.arena.env;

import java.util.Arrays;
import org.mjarena.engine.ClaimOptions;
import org.mjarena.engine.TurnDecision;
import org.mjarena.engine.Variant;
import org.mjarena.engine.action.Action;
import org.mjarena.engine.action.AddedKong;
import org.mjarena.engine.action.Chow;
import org.mjarena.engine.action.Claim;
import org.mjarena.engine.action.ClaimWin;
import org.mjarena.engine.action.ConcealedKong;
import org.mjarena.engine.action.DeclareTing;
import org.mjarena.engine.action.Discard;
import org.mjarena.engine.action.ExposedKong;
import org.mjarena.engine.action.OpeningAction;
import org.mjarena.engine.action.Pass;
import org.mjarena.engine.action.Pung;
import org.mjarena.engine.action.SelfDrawnWin;
import org.mjarena.engine.action.TingDiscard;
import org.mjarena.engine.action.TurnAction;
import org.mjarena.engine.tile.Tile;

/**
 * Every answer a seat can give as one integer, fixed per variant, so that a policy has one output per
 * index and a legal mask to go with it. With {@code K} tile kinds (27 in competition-108, 34 in MCR,
 * numbered as {@link Tile#index()}), in order:
 *
 * <pre>
 * [0, K)     discard a tile of kind k
 * [K, 2K)    concealed kong of kind k
 * [2K, 3K)   added kong of kind k (the fourth tile added to one's exposed pung)
 * [3K, 4K)   discard a tile of kind k and declare ting (competition-108 only)
 * WIN        win: self-drawn on one's turn, on the offered tile when claiming (a robbed kong included)
 * CHOW + p   chow with the offered tile at position p of the chow: 0 lowest, 1 middle, 2 highest
 * PUNG       pung the offered tile
 * KONG       exposed kong on the offered tile
 * PASS       no claim; or, before play, no ting
 * TING       declare ting on the dealt tiles before play (competition-108 only)
 * </pre>
 *
 * A self-drawn win and a win on a discard share one index, and so do the two passes, because which one
 * is meant follows from the decision asked: the same intent keeps the same output of a policy. The
 * chows are named by where the offered tile sits rather than by their lowest tile for the same reason.
 */
public final class ActionCodec {
  private static final ActionCodec SUITS_108 = new ActionCodec(Variant.SUITS_108);
  private static final ActionCodec MCR = new ActionCodec(Variant.MCR);

  private final Variant variant;
  private final int kinds;
  private final int win;
  private final int size;

  private ActionCodec(Variant variant) {
    this.variant = variant;
    this.kinds = variant.tileKinds();
    this.win = kinds * (hasTing() ? 4 : 3);
    this.size = win + (hasTing() ? 8 : 7);
  }

  /** The encoding of {@code variant}. */
  public static ActionCodec of(Variant variant) {
    return variant == Variant.MCR ? MCR : SUITS_108;
  }

  /** The variant encoded. */
  public Variant variant() {
    return variant;
  }

  /** The number of indices: the length of a legal mask. */
  public int size() {
    return size;
  }

  /** The number of tile kinds, {@code K}. */
  public int kinds() {
    return kinds;
  }

  /** Whether the variant has ting (the ting discards and the opening ting are encoded). */
  public boolean hasTing() {
    return variant == Variant.SUITS_108;
  }

  /** The index of a discard of kind {@code k}; the other tile blocks follow it, {@code K} apart. */
  public int discard(int kind) {
    return kind;
  }

  /** The index of a concealed kong of kind {@code k}. */
  public int concealedKong(int kind) {
    return kinds + kind;
  }

  /** The index of an added kong of kind {@code k}. */
  public int addedKong(int kind) {
    return 2 * kinds + kind;
  }

  /** The index of a ting discard of kind {@code k}. */
  public int tingDiscard(int kind) {
    requireTing();
    return 3 * kinds + kind;
  }

  /** The index of a win. */
  public int win() {
    return win;
  }

  /** The index of the chow with the offered tile at {@code position} (0 lowest, 1 middle, 2 highest). */
  public int chow(int position) {
    return win + 1 + position;
  }

  /** The index of a pung. */
  public int pung() {
    return win + 4;
  }

  /** The index of an exposed kong. */
  public int kong() {
    return win + 5;
  }

  /** The index of a pass. */
  public int pass() {
    return win + 6;
  }

  /** The index of the opening ting. */
  public int ting() {
    requireTing();
    return win + 7;
  }

  /**
   * The index of {@code action}.
   *
   * @param offered the tile offered, for a chow (whose position in the chow is what is encoded); any
   *                value, null included, for other actions
   */
  public int encode(Action action, Tile offered) {
    if (action instanceof Discard d) {
      return discard(kind(d.tile()));
    } else if (action instanceof ConcealedKong k) {
      return concealedKong(kind(k.tile()));
    } else if (action instanceof AddedKong k) {
      return addedKong(kind(k.tile()));
    } else if (action instanceof TingDiscard d) {
      return tingDiscard(kind(d.tile()));
    } else if (action instanceof SelfDrawnWin || action instanceof ClaimWin) {
      return win;
    } else if (action instanceof Chow c) {
      int position = offered == null ? -1 : offered.index() - c.lowest().index();
      if (position < 0 || position > 2) {
        throw new IllegalArgumentException("chow " + c + " does not hold the offered tile " + offered);
      }
      return chow(position);
    } else if (action instanceof Pung) {
      return pung();
    } else if (action instanceof ExposedKong) {
      return kong();
    } else if (action instanceof Pass) {
      return pass();
    } else if (action instanceof DeclareTing) {
      return ting();
    }
    throw new IllegalArgumentException("no encoding for " + action);
  }

  /** The turn action of {@code index}; an index of a claim or an opening answer is refused. */
  public TurnAction decodeTurn(int index) {
    check(index);
    if (index < kinds) {
      return Discard.of(Tile.of(index));
    } else if (index < 2 * kinds) {
      return new ConcealedKong(Tile.of(index - kinds));
    } else if (index < 3 * kinds) {
      return new AddedKong(Tile.of(index - 2 * kinds));
    } else if (index < win) {
      return TingDiscard.of(Tile.of(index - 3 * kinds));
    } else if (index == win) {
      return SelfDrawnWin.INSTANCE;
    }
    throw new IllegalArgumentException("action " + index + " (" + name(index) + ") is not an answer on one's own turn");
  }

  /** The claim of {@code index} on {@code offered}; an index of a turn or an opening answer is refused. */
  public Claim decodeClaim(int index, Tile offered) {
    check(index);
    if (index == win) {
      return ClaimWin.INSTANCE;
    } else if (index >= chow(0) && index <= chow(2)) {
      int lowest = offered.index() - (index - chow(0));
      if (lowest < 0 || !offered.isNumbered()) {
        throw new IllegalArgumentException("action " + index + " (" + name(index) + ") makes no chow with " + offered);
      }
      return new Chow(Tile.of(lowest));
    } else if (index == pung()) {
      return Pung.INSTANCE;
    } else if (index == kong()) {
      return ExposedKong.INSTANCE;
    } else if (index == pass()) {
      return Pass.INSTANCE;
    }
    throw new IllegalArgumentException("action " + index + " (" + name(index) + ") is not a claim");
  }

  /** The opening answer of {@code index}: pass or ting. */
  public OpeningAction decodeOpening(int index) {
    check(index);
    if (index == pass()) {
      return Pass.INSTANCE;
    } else if (hasTing() && index == ting()) {
      return DeclareTing.INSTANCE;
    }
    throw new IllegalArgumentException("action " + index + " (" + name(index) + ") is not an answer before play");
  }

  /** Sets {@code mask[i]} to 1 for each legal index of {@code turn}, to 0 for the others. */
  public void mask(TurnDecision turn, byte[] mask) {
    Arrays.fill(mask, (byte) 0);
    setKinds(mask, 0, turn.discardMask());
    setKinds(mask, kinds, turn.concealedKongMask());
    setKinds(mask, 2 * kinds, turn.addedKongMask());
    if (hasTing()) {
      setKinds(mask, 3 * kinds, turn.tingDiscardMask());
    }
    if (turn.canSelfDrawnWin()) {
      mask[win] = 1;
    }
  }

  /** Sets {@code mask[i]} to 1 for each legal index of {@code claim}, to 0 for the others. */
  public void mask(ClaimOptions claim, byte[] mask) {
    Arrays.fill(mask, (byte) 0);
    for (int bit = 0; bit < 3; bit++) {
      if ((claim.chowMask() >>> bit & 1) != 0) {
        // bit i: the chow whose lowest tile is offered - 2 + i, so the offered tile sits at position 2 - i
        mask[chow(2 - bit)] = 1;
      }
    }
    mask[pung()] = (byte) (claim.canPung() ? 1 : 0);
    mask[kong()] = (byte) (claim.canKong() ? 1 : 0);
    mask[win] = (byte) (claim.canWin() ? 1 : 0);
    mask[pass()] = (byte) (claim.mustWin() ? 0 : 1);
  }

  /** Sets the mask of the opening question: pass or declare ting. */
  public void maskOpening(byte[] mask) {
    Arrays.fill(mask, (byte) 0);
    mask[pass()] = 1;
    mask[ting()] = 1;
  }

  /** A name for {@code index}, for messages and for people: {@code discard W5}, {@code chow (offered lowest)}. */
  public String name(int index) {
    check(index);
    if (index < win) {
      String[] blocks = {"discard", "concealed kong", "added kong", "ting discard"};
      return blocks[index / kinds] + " " + Tile.of(index % kinds).code();
    }
    String[] rest = {"win", "chow (offered lowest)", "chow (offered middle)", "chow (offered highest)", "pung", "kong",
        "pass", "ting"};
    return rest[index - win];
  }

  private void setKinds(byte[] mask, int base, long tiles) {
    for (long m = tiles; m != 0; m &= m - 1) {
      mask[base + Long.numberOfTrailingZeros(m)] = 1;
    }
  }

  private int kind(Tile tile) {
    if (tile.index() >= kinds) {
      throw new IllegalArgumentException("tile " + tile + " is not played in " + variant.id());
    }
    return tile.index();
  }

  private void check(int index) {
    if (index < 0 || index >= size) {
      throw new IllegalArgumentException("action " + index + " is outside 0.." + (size - 1) + " of " + variant.id());
    }
  }

  private void requireTing() {
    if (!hasTing()) {
      throw new IllegalArgumentException(variant.id() + " has no ting");
    }
  }
}
