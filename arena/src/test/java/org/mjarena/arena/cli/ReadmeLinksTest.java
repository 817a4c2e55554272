package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's links work from a plain clone: every relative link names a file or directory of the
 * repository (none outside it, such as {@code ../shared}), and every {@code #anchor} a heading.
 */
final class ReadmeLinksTest {
  /** The repository root: Maven runs the arena's tests in {@code arena/}. */
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  /** A Markdown link's target, {@code [text](target)}, ignoring images and links in code spans alike. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
  private static String anchor(String heading) {
    return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
  }

  @Test
  void readme_everyLink_resolvesInsideTheRepository() throws Exception {
    String readme = Files.readString(ROOT.resolve("README.md"));
    Set<String> anchors = readme.lines().filter(l -> l.startsWith("#")).map(l -> anchor(l.replaceFirst("^#+\\s*", "")))
        .collect(Collectors.toSet());
    Matcher m = LINK.matcher(readme);
    int links = 0;
    while (m.find()) {
      String target = m.group(1);
      links++;
      if (target.matches("[a-z]+://.*")) {
        continue;
      }
      if (target.startsWith("#")) {
        assertThat(anchors).as("anchor of " + target).contains(target.substring(1));
        continue;
      }
      Path file = ROOT.resolve(target.replaceFirst("#.*", "")).normalize();
      assertThat(file).as(target).startsWith(ROOT).exists();
    }
    assertThat(links).as("links found").isPositive();
  }
}
