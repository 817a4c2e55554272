package org.mjarena.arena.report;

import gg.jte.ContentType;
import gg.jte.TemplateEngine;
import gg.jte.output.StringOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.mjarena.arena.config.ConfigException;
import org.mjarena.arena.record.AtomicFile;
import org.mjarena.arena.record.DerivedFiles;

/**
 * Renders a {@link Report} as {@code report.html}: one file with its style, script and data inside, which
 * opens from disk with no network. The markup is in the jte templates of {@code src/main/jte}, compiled to
 * Java at build time; the viewer's script and the style sheet are resources beside this class.
 */
public final class ReportWriter {
  /** The file name in a run's directory. */
  public static final String NAME = DerivedFiles.REPORT;

  private static final TemplateEngine TEMPLATES =
      TemplateEngine.createPrecompiled(null, ContentType.Html, ReportWriter.class.getClassLoader(),
          "org.mjarena.arena.report.templates");
  private static final String CSS = resource("report.css");
  private static final String SCRIPT = resource("viewer.js");

  private ReportWriter() {}

  /** The page. */
  public static String html(Report report) {
    StringOutput out = new StringOutput();
    TEMPLATES.render("report.jte", Map.of("report", report, "css", CSS, "script", SCRIPT), out);
    return out.toString();
  }

  /**
   * Reads the run in {@code dir} ({@link ReportReader}) and writes its page to {@code file} atomically.
   *
   * @throws ConfigException when the run cannot be read or {@code file}'s directory does not exist
   */
  public static void write(Path dir, ReportReader.Choice choice, Path file) throws ConfigException, IOException {
    Report report = ReportReader.read(dir, choice);
    if (file.getParent() != null && !Files.isDirectory(file.getParent())) {
      throw new ConfigException(file + ": its directory does not exist");
    }
    AtomicFile.write(file, html(report));
  }

  private static String resource(String name) {
    try (InputStream in = ReportWriter.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the report's " + name + " is missing from the class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
