/**
 * The rule-based players of Wang et al. 2022 (seed 004, "结合先验知识与蒙特卡罗模拟的麻将博弈研究"):
 * Fanfou_ba ({@code fanfou-ba}), Fanfou_op ({@code fanfou-op}), Fanfou_mc ({@code fanfou-mc}) and the Robot
 * ({@code random}), in the
 * 108-tile variant as the paper plays them and in MCR with the adaptations each class documents. The
 * paper's parts live in their own classes: Table 1 and Algorithm 1 ({@code DiscardTiers}), the chow
 * limits and Table 2 ({@code Chows}), formula 2 and Algorithm 2 ({@code ReadyHands}), Algorithm 3 and
 * formula 3 ({@code DealIns}) with its MCR readiness model ({@code Readiness}), and the claim, kong and
 * ting decisions they all share ({@code Claims}, taken on every turn by {@code RuleBasedPlayer}).
 */
package org.mjarena.agents.fanfou;
