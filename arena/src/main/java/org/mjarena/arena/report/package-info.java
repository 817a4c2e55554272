/**
 * {@code report.html}: one self-contained page of a run, its results, plots and a replay viewer with
 * commentary. {@link org.mjarena.arena.report.ReportReader} reads a run's directory into a {@link
 * org.mjarena.arena.report.Report}; the charts are {@link org.mjarena.arena.report.Svg} drawings whose
 * geometry {@link org.mjarena.arena.report.Charts} computes; {@link org.mjarena.arena.report.ReportWriter}
 * renders the page from the jte templates in {@code src/main/jte}, the only place that holds markup.
 */
package org.mjarena.arena.report;
