package org.mjarena.agents.fanfou;

/** The two rule-based players of Wang et al. 2022 (seed 004); Fanfou_mc is Fanfou_op with Algorithm 3 ({@link DealIns}). */
enum Version {
  /**
   * Fanfou_ba, the 2020 CCGC champion: the discard priority of Table 1 with Algorithm 1, the chow
   * limits, every pung and kong; it declares ting whenever its discard leaves a ready hand.
   */
  BA,
  /**
   * Fanfou_op: Fanfou_ba with the effective wait count and Algorithm 2, the chow priority of Table 2,
   * added kongs, and the seven-pairs and all-pungs discards.
   */
  OP
}
