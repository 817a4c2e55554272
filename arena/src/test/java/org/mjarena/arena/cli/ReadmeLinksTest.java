package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documentation's links work from a plain clone: in the README and every Markdown file under
 * {@code docs/}, every relative link names a file or directory of the repository (none outside it, such
 * as {@code ../shared}), and every {@code #anchor}, in the same page or another, a heading of that page.
 * The README stays a front door: at most {@value #README_MAX_LINES} lines.
 */
final class ReadmeLinksTest {
  /** The repository root: Maven runs the arena's tests in {@code arena/}. */
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  /** A Markdown link's target, {@code [text](target)}, images alike. */
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
  private static final int README_MAX_LINES = 285;

  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
  private static String anchor(String heading) {
    return heading.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
  }

  /** The lines of a page outside fenced code blocks, where neither headings nor links are. */
  private static List<String> prose(Path page) throws IOException {
    List<String> lines = new ArrayList<>();
    boolean fenced = false;
    for (String line : Files.readAllLines(page)) {
      if (line.stripLeading().startsWith("```")) {
        fenced = !fenced;
      } else if (!fenced) {
        lines.add(line);
      }
    }
    return lines;
  }

  /** The anchors of a page's headings; a repeated heading gets GitHub's {@code -1}, {@code -2}, ... */
  private static Set<String> anchors(Path page) throws IOException {
    Set<String> anchors = new HashSet<>();
    for (String line : prose(page)) {
      if (line.matches("#{1,6} .*")) {
        String a = anchor(line.replaceFirst("^#+\\s*", ""));
        String unique = a;
        for (int n = 1; !anchors.add(unique); n++) {
          unique = a + "-" + n;
        }
      }
    }
    return anchors;
  }

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(ROOT.resolve("README.md")));
    try (Stream<Path> docs = Files.walk(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  @Test
  void docs_everyLink_resolvesInsideTheRepository() throws Exception {
    List<Path> pages = pages();
    assertThat(pages).as("pages under docs/").hasSizeGreaterThan(1);
    int links = 0;
    for (Path page : pages) {
      for (String line : prose(page)) {
        Matcher m = LINK.matcher(line);
        while (m.find()) {
          String target = m.group(1);
          links++;
          if (target.matches("[a-z]+://.*")) {
            continue;
          }
          String where = ROOT.relativize(page) + ": " + target;
          String path = target.replaceFirst("#.*", "");
          Path file = path.isEmpty() ? page : page.getParent().resolve(path).normalize();
          assertThat(file).as(where).startsWith(ROOT).exists();
          if (target.contains("#") && file.toString().endsWith(".md")) {
            assertThat(anchors(file)).as("anchor of " + where).contains(target.replaceFirst("^[^#]*#", ""));
          }
        }
      }
    }
    assertThat(links).as("links found").isPositive();
  }

  @Test
  void readme_isAFrontDoor() throws Exception {
    assertThat(Files.readAllLines(ROOT.resolve("README.md"))).hasSizeLessThanOrEqualTo(README_MAX_LINES);
  }
}
