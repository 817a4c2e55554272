package org.mjarena.engine.action;

/** What a non-dealer answers before play starts when its thirteen dealt tiles are ready (天听). */
public sealed interface OpeningAction extends Action permits DeclareTing, Pass {}
