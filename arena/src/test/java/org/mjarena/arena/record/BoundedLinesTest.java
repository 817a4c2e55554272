package org.mjarena.arena.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

final class BoundedLinesTest {
  private static List<BoundedLines.Line> read(String text, int max) throws Exception {
    BoundedLines lines = new BoundedLines(new StringReader(text), max);
    List<BoundedLines.Line> all = new ArrayList<>();
    for (Optional<BoundedLines.Line> l = lines.next(); l.isPresent(); l = lines.next()) {
      all.add(l.get());
    }
    return all;
  }

  @Test
  void next_everyLineBreak_endsLinesAsReadLineDoes() throws Exception {
    String text = "a\nb\r\nc\rd\n\ne\r\r\nf";
    List<String> expected = new BufferedReader(new StringReader(text)).lines().toList();
    assertThat(read(text, 10)).extracting(BoundedLines.Line::text).containsExactlyElementsOf(expected);
    assertThat(read(text, 10)).noneMatch(BoundedLines.Line::tooLong);
  }

  @Test
  void next_finalLineBreak_addsNoEmptyLine() throws Exception {
    assertThat(read("a\n", 10)).extracting(BoundedLines.Line::text).containsExactly("a");
    assertThat(read("a\r\n", 10)).extracting(BoundedLines.Line::text).containsExactly("a");
    assertThat(read("", 10)).isEmpty();
  }

  @Test
  void next_longLine_isCutAndMarkedAndTheNextLineIsWhole() throws Exception {
    assertThat(read("x".repeat(100_000) + "\nshort\n12345", 5)).containsExactly(
        new BoundedLines.Line("xxxxx", true), new BoundedLines.Line("short", false), new BoundedLines.Line("12345", false));
  }
}
