package org.mjarena.arena.record;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A number of the files written to {@code value} decimal places ({@link Rounding}), so they stay readable:
 * four for rates and means, three for times, one for rank points and games per second. The record keeps
 * the number whole, for the console.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
@JacksonAnnotationsInside
@JsonSerialize(using = Rounding.class)
@interface Decimals {
  /** Decimal places. */
  int value();
}
