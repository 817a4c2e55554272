package org.mjarena.engine.param;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How a parameter's value is read from a lineup, and how it reads where an entry is summed up in one line. */
final class ParameterTest {
  private static final Parameter COMMAND = Parameter.words("command", List.of(), "a command line");
  private static final Parameter MODEL = Parameter.text("model", "", "shipped", "a model file; empty: the one shipped");
  private static final Parameter URL = Parameter.text("url", "", "an address");

  @Test
  void shown_commandLine_theFileItRuns() {
    assertThat(COMMAND.shown(List.of("bash", "../bots/oneshot.sh", "simple"))).isEqualTo("oneshot.sh");
    assertThat(COMMAND.shown(List.of("../mjarena", "serve-108", "--port", "{port}"))).isEqualTo("mjarena");
    assertThat(COMMAND.shown(List.of("python3", "bot.py"))).isEqualTo("python3");
    assertThat(COMMAND.shown(List.of())).isEmpty();
  }

  @Test
  void shown_emptyText_whatItStandsFor_orNothing() {
    assertThat(MODEL.shown("")).isEqualTo("shipped");
    assertThat(MODEL.shown("models/mine.txt")).isEqualTo("models/mine.txt");
    assertThat(URL.shown("")).isEmpty();
  }

  @Test
  void shown_otherValues_asWritten() {
    assertThat(Parameter.integer("depth", 2, 0, 3, "look-ahead").shown(2)).isEqualTo("2");
    assertThat(Parameter.flag("ting", true, "declares ting").shown(true)).isEqualTo("true");
  }

  @Test
  void accept_yamlBoolean_theChoiceWordItWasWrittenAs() {
    Parameter sandbox = Parameter.choice("sandbox", "on", List.of("on", "off", "required"), "the box");
    Parameter keep = Parameter.choice("keep_running", "no", List.of("no", "auto"), "resident or not");
    // YAML 1.1 reads bare on, off, yes and no as booleans.
    assertThat(sandbox.accept(false)).isEqualTo("off");
    assertThat(sandbox.accept(true)).isEqualTo("on");
    assertThat(keep.accept(false)).isEqualTo("no");
    assertThatThrownBy(() -> keep.accept(true)).hasMessageContaining("one of no, auto");
  }
}
