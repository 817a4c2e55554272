package org.mjarena.arena;

import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The architecture, as the build holds it: the layers depend only downwards, engine ← agents ← arena
 * core ← {commentary, training, interop, report, env} ← cli, and no packages of the agents or of the arena
 * depend on each other in a cycle. The arena core is its table, tournament, run, config, stats and record
 * rooms; of the rooms above it, only the report may use another (the commentator, whose sentences its
 * replay viewer shows).
 *
 * <p>The engine's packages are left out of the cycle rules on purpose: its root package is the contract
 * (Rules, Game, Observation, Seat) and names types its subpackages define (a Meld in an Observation, an
 * Event in its history, each variant's rules in the Rulebook), while those subpackages implement the
 * contract, the layout STYLE.md shows. The layers rule still holds the engine below everything else.
 */
final class ArchitectureTest {
  private static final String ENGINE = "org.mjarena.engine..";
  private static final String AGENTS = "org.mjarena.agents..";
  private static final String[] CORE = {"org.mjarena.arena.table..", "org.mjarena.arena.tournament..",
      "org.mjarena.arena.run..", "org.mjarena.arena.config..", "org.mjarena.arena.stats..", "org.mjarena.arena.record.."};

  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.mjarena");
  }

  @Test
  void layers_dependOnlyDownwards() {
    layeredArchitecture().consideringOnlyDependenciesInLayers()
        .layer("engine").definedBy(ENGINE)
        .layer("agents").definedBy(AGENTS)
        .layer("core").definedBy(CORE)
        .layer("commentary").definedBy("org.mjarena.arena.commentary..")
        .layer("training").definedBy("org.mjarena.arena.training..")
        .layer("interop").definedBy("org.mjarena.arena.interop..")
        .layer("report").definedBy("org.mjarena.arena.report..")
        .layer("env").definedBy("org.mjarena.arena.env..")
        .layer("cli").definedBy("org.mjarena.arena.cli..")
        .whereLayer("cli").mayNotBeAccessedByAnyLayer()
        .whereLayer("report").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("interop").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("training").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("env").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("commentary").mayOnlyBeAccessedByLayers("report", "cli")
        .whereLayer("core").mayOnlyBeAccessedByLayers("commentary", "training", "interop", "report", "env", "cli")
        .whereLayer("agents").mayOnlyBeAccessedByLayers("core", "commentary", "training", "interop", "report", "env", "cli")
        .check(classes);
  }

  @Test
  void arenaRooms_haveNoCycle() {
    slices().matching("org.mjarena.arena.(*)..").should().beFreeOfCycles().check(classes);
  }

  /**
   * No cycle among the agent packages: each agent depends on the shared contract in the agents root, and
   * only the registry names the agents.
   */
  @Test
  void agentPackages_haveNoCycle() {
    slices().matching("org.mjarena.agents.(**)").should().beFreeOfCycles().check(classes);
  }

  /** No cycle among the arena's packages, nested ones included ({@code interop.botzone}). */
  @Test
  void arenaPackages_haveNoCycle() {
    slices().matching("org.mjarena.arena.(**)").should().beFreeOfCycles().check(classes);
  }
}
