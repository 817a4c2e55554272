package org.mjarena.arena.fuzz;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropagationMode;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;

/**
 * Multiplies the tries of every fuzz property by the system property {@value #SCALE} (1 when unset): each
 * {@code @Property(tries = N)} states the tries that keep the suite's fuzzing within a minute or so, and a
 * longer campaign raises them all in proportion, so the slow parsers (a resumed run) keep their smaller
 * share. Added to a class with {@code @AddLifecycleHook(FuzzTries.class)}.
 */
public final class FuzzTries implements AroundPropertyHook {
  /** The system property that scales the tries: {@code -Dmjarena.fuzz.scale=100} (see README, Testing). */
  public static final String SCALE = "mjarena.fuzz.scale";

  /** Added to a class, the hook applies to the class's properties. */
  @Override
  public PropagationMode propagateTo() {
    return PropagationMode.DIRECT_DESCENDANTS;
  }

  @Override
  public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) {
    int scale = Integer.getInteger(SCALE, 1);
    if (scale < 1) {
      throw new IllegalArgumentException("-D" + SCALE + " must be a whole number from 1, not " + scale);
    }
    context.attributes().tries().ifPresent(tries -> context.attributes().setTries(Math.multiplyExact(tries, scale)));
    return property.execute();
  }
}
