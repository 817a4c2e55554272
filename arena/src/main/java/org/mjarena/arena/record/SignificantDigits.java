package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A number of the files written to {@code value} significant digits ({@link Rounding}): a p-value, which
 * is read whatever its size (four decimals would write 1e-9 as 0).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@JacksonAnnotationsInside
@JsonSerialize(using = Rounding.class)
@interface SignificantDigits {
  /** Significant digits. */
  int value();
}
