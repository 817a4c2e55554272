package org.mjarena.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.mjarena.arena.tournament.AgentFailure;

/**
 * What the run's one-line failure relies on: Spark hands a task's exception back to the driver as the
 * cause of the job's failure, so the command line finds the {@link AgentFailure} naming the entry and
 * the deal instead of showing Spark's own message.
 */
final class TaskFailureTest {
  @Test
  void failedTask_itsExceptionIsTheCauseOnTheDriver() {
    try (JavaSparkContext sc = new JavaSparkContext(new SparkConf().setMaster("local[1]").setAppName("task failure")
        .set("spark.ui.enabled", "false"))) {
      Throwable thrown = catchThrowable(() -> sc.parallelize(List.of(5), 1).map(deal -> {
        if (deal == 5) {
          throw new AgentFailure("c", deal, 0, new IllegalStateException("no weights file"));
        }
        return deal;
      }).collect());
      Throwable cause = thrown;
      while (cause != null && !(cause instanceof AgentFailure)) {
        cause = cause.getCause();
      }
      assertThat(cause).as("the chain of %s", thrown).isNotNull()
          .hasMessage("entry 'c' failed to start on deal 5 (seat order 0): java.lang.IllegalStateException: no weights file");
    }
  }
}
