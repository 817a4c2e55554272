package org.mjarena.arena.run;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import java.nio.file.Path;
import java.util.Optional;
import org.slf4j.LoggerFactory;

/**
 * The log file of the run being played, {@code DIR/run.log}: Logback's own file appender, added to the
 * root logger while a run writes its directory, so the file keeps every message of the run and, through
 * {@link #FAILURES}, the full trace of a failure that the terminal shows as one line. Appends, so a
 * resumed run's sessions follow each other. One at a time: a process plays one run.
 */
public final class LogFile {
  /**
   * The logger of failures: its messages, with their traces, go to the log file only (never to the
   * terminal: logback.xml makes it non-additive, with no appender of its own).
   */
  public static final org.slf4j.Logger FAILURES = LoggerFactory.getLogger("mjarena.failure");
  /** Time, level, thread and logger, then the message; a failure's trace follows it. */
  private static final String PATTERN = "%d{ISO8601} %-5level [%thread] %logger{0}: %msg%n";

  private static FileAppender<ILoggingEvent> appender;

  private LogFile() {}

  /** Sends the log to {@code file} too, until {@link #detach}; nothing happens when Logback is not the binding. */
  public static synchronized void attach(Path file) {
    detach();
    if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
      return;
    }
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern(PATTERN);
    encoder.start();
    FileAppender<ILoggingEvent> fileAppender = new FileAppender<>();
    fileAppender.setContext(context);
    fileAppender.setName("run-log");
    fileAppender.setFile(file.toString());
    fileAppender.setAppend(true);
    fileAppender.setEncoder(encoder);
    fileAppender.start();
    context.getLogger(Logger.ROOT_LOGGER_NAME).addAppender(fileAppender);
    context.getLogger(FAILURES.getName()).addAppender(fileAppender);
    appender = fileAppender;
  }

  /** The file the log goes to, while a run is being played. */
  public static synchronized Optional<Path> current() {
    return appender == null ? Optional.empty() : Optional.of(Path.of(appender.getFile()));
  }

  /** Stops sending the log to the file. */
  public static synchronized void detach() {
    if (appender == null) {
      return;
    }
    LoggerContext context = (LoggerContext) appender.getContext();
    context.getLogger(Logger.ROOT_LOGGER_NAME).detachAppender(appender);
    context.getLogger(FAILURES.getName()).detachAppender(appender);
    appender.stop();
    appender = null;
  }
}
