package org.mjarena.arena.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The page's data inside a script element: no text of the games can end the element. */
final class ReportTest {
  @Test
  void scriptSafeJson_hidesEveryLessThanSignAndReadsBackTheSame() throws Exception {
    String json = "{\"label\":\"</script><script>alert(1)</script><!--\",\"n\":1}";
    String safe = new Report.Viewer(json, 1, 1).scriptSafeJson();
    assertThat(safe).doesNotContain("<");
    ObjectMapper mapper = new ObjectMapper();
    assertThat(mapper.readTree(safe)).isEqualTo(mapper.readTree(json));
  }
}
