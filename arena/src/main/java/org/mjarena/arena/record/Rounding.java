package org.mjarena.arena.record;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.ser.ContextualSerializer;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.OptionalDouble;
import java.util.function.DoubleUnaryOperator;

/**
 * Writes a number of a record rounded as its {@link Decimals} or {@link SignificantDigits} says: a
 * {@code double}, both ends of a {@code double[]} interval, or an {@code OptionalDouble}, which is
 * {@code null} when absent (or left out, where its component is {@code NON_ABSENT}). Rounding as the file
 * is written, not in the record, keeps the console's figures those of the counts; a record read back
 * holds the rounded numbers, which round to themselves, so it is written again byte for byte.
 */
final class Rounding extends StdSerializer<Object> implements ContextualSerializer {
  private final DoubleUnaryOperator round;

  /** The serializer the annotations name; {@link #createContextual} makes the one of each component. */
  Rounding() {
    this(DoubleUnaryOperator.identity());
  }

  private Rounding(DoubleUnaryOperator round) {
    super(Object.class);
    this.round = round;
  }

  @Override
  public JsonSerializer<?> createContextual(SerializerProvider provider, BeanProperty property) {
    Decimals decimals = property.getAnnotation(Decimals.class);
    if (decimals != null) {
      double scale = Math.pow(10, decimals.value());
      return new Rounding(v -> Math.round(v * scale) / scale);
    }
    MathContext digits = new MathContext(property.getAnnotation(SignificantDigits.class).value());
    return new Rounding(v -> new BigDecimal(v).round(digits).doubleValue());
  }

  @Override
  public void serialize(Object value, JsonGenerator g, SerializerProvider provider) throws IOException {
    if (value instanceof Double v) {
      g.writeNumber(round.applyAsDouble(v));
    } else if (value instanceof double[] interval) {
      g.writeStartArray(interval, interval.length);
      for (double v : interval) {
        g.writeNumber(round.applyAsDouble(v));
      }
      g.writeEndArray();
    } else if (((OptionalDouble) value).isPresent()) {
      g.writeNumber(round.applyAsDouble(((OptionalDouble) value).getAsDouble()));
    } else {
      g.writeNull();
    }
  }

  @Override
  public boolean isEmpty(SerializerProvider provider, Object value) {
    return value instanceof OptionalDouble v && v.isEmpty();
  }
}
