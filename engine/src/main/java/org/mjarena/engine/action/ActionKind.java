package org.mjarena.engine.action;

/** Every kind of action, for dispatch and for the names written to result files. */
public enum ActionKind {
  DISCARD, TING_DISCARD, CONCEALED_KONG, ADDED_KONG, SELF_DRAWN_WIN,
  PASS, CHOW, PUNG, EXPOSED_KONG, CLAIM_WIN,
  DECLARE_TING
}
