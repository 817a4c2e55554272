package org.mjarena.arena.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.mjarena.arena.record.GameRecord;
import org.mjarena.arena.record.ReplayFile;
import org.mjarena.engine.event.Dealt;
import org.mjarena.engine.event.Discarded;
import org.mjarena.engine.event.Drew;
import org.mjarena.engine.event.Event;
import org.mjarena.engine.event.Melded;
import org.mjarena.engine.hand.MeldKind;
import org.mjarena.engine.tile.Tile;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.Select;

/**
 * Opens the report of a real run in headless Chromium, as a person would: it must render with no console
 * error, its tables must hold the summary's numbers, and stepping the replay viewer must change the hands
 * as the recorded events say. Saves screenshots of the report and of a viewer step to
 * {@code arena/target/report-screenshots/}.
 *
 * <p>Needs Debian's {@code chromium} and {@code chromium-driver} ({@code .ci/run} installs them; the
 * paths can be set with {@code MJARENA_CHROMIUM} and {@code MJARENA_CHROMEDRIVER}). Without them the test
 * is skipped, unless {@code MJARENA_BROWSER_TESTS=required} (set by {@code .ci/run}), when it fails.
 */
class ReportBrowserTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Path SCREENSHOTS = Path.of("target", "report-screenshots");
  private static final String LINEUP = """
      variant: competition-108
      seed: 5
      deals: 2
      lineup:
        - { id: op, agent: fanfou-op }
        - { id: sh, agent: shanten-8fan }
        - { id: rnd, agent: random }
        - { id: order, agent: default-order }
      """;

  @TempDir
  static Path dir;
  private static ChromeDriver browser;
  private static Path run;

  @BeforeAll
  static void runAndOpen() throws Exception {
    Path chromium = Path.of(System.getenv().getOrDefault("MJARENA_CHROMIUM", "/usr/bin/chromium"));
    Path driver = Path.of(System.getenv().getOrDefault("MJARENA_CHROMEDRIVER", "/usr/bin/chromedriver"));
    boolean present = Files.isExecutable(chromium) && Files.isExecutable(driver);
    if (!present && "required".equals(System.getenv("MJARENA_BROWSER_TESTS"))) {
      throw new IllegalStateException("MJARENA_BROWSER_TESTS=required but " + chromium + " or " + driver
          + " is missing: install Debian's chromium and chromium-driver (.ci/run does)");
    }
    Assumptions.assumeTrue(present, "no " + chromium + " and " + driver + ": the browser test is skipped");
    Path config = CliTestSupport.write(dir, "lineup.yaml", LINEUP);
    run = dir.resolve("run");
    CliTestSupport.Result r = CliTestSupport.run("run", config.toString(), "--out", run.toString());
    assertThat(r.code()).as(r.err()).isZero();
    assertThat(r.out()).contains("report: " + run.resolve("report.html"));
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.toFile());
    options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
        "--disable-quic", "--window-size=1280,1000", "--user-data-dir=" + dir.resolve("profile"));
    LoggingPreferences logs = new LoggingPreferences();
    logs.enable(LogType.BROWSER, Level.ALL);
    options.setCapability("goog:loggingPrefs", logs);
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile())
        .usingAnyFreePort().build();
    browser = new ChromeDriver(service, options);
    browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
    browser.get(run.resolve("report.html").toUri().toString());
    Files.createDirectories(SCREENSHOTS);
  }

  @AfterAll
  static void close() {
    if (browser != null) {
      browser.quit();
    }
  }

  @Test
  void report_rendersWithoutConsoleErrors_andItsTablesHoldTheSummary() throws Exception {
    JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
    for (JsonNode a : summary.path("agents")) {
      WebElement row = row("results-table", a.path("id").asText());
      assertThat(cell(row, "games")).isEqualTo(String.format(Locale.ROOT, "%,d", a.path("games").asLong()));
      assertThat(cell(row, "win")).isEqualTo(pct(a.path("win_rate").asDouble()));
      assertThat(cell(row, "deal_in")).isEqualTo(pct(a.path("deal_in_rate").asDouble()));
      assertThat(cell(row, "points")).isEqualTo(String.format(Locale.ROOT, "%+.2f", a.path("points_mean").asDouble()));
      assertThat(cell(row, "win_ci")).isEqualTo(String.format(Locale.ROOT, "[%.1f, %.1f]",
          a.path("win_rate_ci95").get(0).asDouble() * 100, a.path("win_rate_ci95").get(1).asDouble() * 100));
      assertThat(cell(row, "points_ci")).isEqualTo(String.format(Locale.ROOT, "[%+.2f, %+.2f]",
          a.path("points_mean_ci95").get(0).asDouble(), a.path("points_mean_ci95").get(1).asDouble()));
    }
    for (JsonNode r : summary.path("ranking")) {
      assertThat(cell(row("ranking-table", r.path("id").asText()), "rank_points"))
          .isEqualTo(String.format(Locale.ROOT, "%.1f", r.path("rank_points").asDouble()));
    }
    List<WebElement> paired = browser.findElements(By.cssSelector("#paired-table tbody tr"));
    assertThat(paired).hasSize(summary.path("paired").size());
    JsonNode first = summary.path("paired").get(0);
    assertThat(cell(paired.get(0), "points_diff"))
        .isEqualTo(String.format(Locale.ROOT, "%+.2f", first.path("points_diff").path("mean").asDouble()));
    for (JsonNode a : summary.path("commentary").path("agents")) {
      assertThat(cell(row("commentary-table", a.path("id").asText()), "hit"))
          .isEqualTo(pct(a.path("discard").path("hit_rate").asDouble()));
    }
    int entries = summary.path("agents").size();
    assertThat(browser.findElements(By.cssSelector("#fig-rates svg circle"))).hasSize(3 * entries);
    assertThat(browser.findElements(By.cssSelector("#fig-points svg rect"))).hasSizeGreaterThan(entries);
    assertThat(browser.findElements(By.cssSelector("#fig-times svg polyline"))).hasSize(entries);
    assertThat(browser.findElements(By.cssSelector("#fig-accuracy svg rect"))).hasSizeGreaterThan(entries);
    fullPageScreenshot(SCREENSHOTS.resolve("report.png"));
    assertThat(severe()).as("console errors").isEmpty();
  }

  /** Every table fits the 1280-pixel window: none scrolls sideways inside its box. */
  @Test
  void report_tablesFitA1280PixelWindow() {
    browser.get(run.resolve("report.html").toUri().toString());
    Object wide = browser.executeScript("return [...document.querySelectorAll('.table-wrap')]"
        + ".filter(w => w.scrollWidth > w.clientWidth + 1)"
        + ".map(w => (w.querySelector('table').id || 'a table') + ': ' + w.scrollWidth + ' > ' + w.clientWidth + ' px');");
    assertThat((List<?>) wide).as("tables wider than the page").isEmpty();
    assertThat(browser.findElements(By.cssSelector(".table-wrap"))).hasSizeGreaterThan(5);
  }

  /**
   * A review's moves link into the viewer: the page opened at {@code #game=N&step=K} shows game N at step K,
   * the event the reviewed decision made; following another link on the page moves it there.
   */
  @Test
  void reviewLink_opensTheViewerAtTheMovesStep() throws Exception {
    assertThat(CliTestSupport.run("review", run.toString(), "--player", "op").code()).isZero();
    Path page = dir.resolve("reviewed.html");
    assertThat(CliTestSupport.run("report", run.toString(), "--out", page.toString()).code()).isZero();
    JsonNode moves = JSON.readTree(run.resolve("review-op.json").toFile()).get("moves");
    List<GameRecord> games = new ArrayList<>();
    try (ReplayFile.Reader reader = new ReplayFile.Reader(run.resolve("events.bin"))) {
      for (var next = reader.next(); next.isPresent(); next = reader.next()) {
        games.add(next.get());
      }
    }
    try {
      for (JsonNode m : List.of(moves.get(moves.size() - 1), moves.get(0))) {
        String link = "#game=" + m.get("game").asInt() + "&step=" + m.get("step").asInt();
        browser.get(page.toUri() + link);
        Map<String, Object> at = state();
        Event made = games.get(m.get("game").asInt()).events().get(m.get("step").asInt());
        assertThat(at.get("step")).as(link).isEqualTo(m.get("step").asText());
        assertThat(at.get("kind")).as(link).isEqualTo(made.getClass().getSimpleName());
        assertThat(new Select(browser.findElement(By.id("game-select"))).getFirstSelectedOption().getText())
            .startsWith("#" + m.get("game").asInt() + " ");
      }
      assertThat(severe()).as("console errors").isEmpty();
    } finally {
      browser.get(run.resolve("report.html").toUri().toString());
    }
  }

  @Test
  void viewer_steppingChangesTheHandsAsTheEventsSay() throws Exception {
    GameRecord game;
    try (ReplayFile.Reader reader = new ReplayFile.Reader(run.resolve("events.bin"))) {
      game = reader.next().orElseThrow();
    }
    new Select(browser.findElement(By.id("game-select"))).selectByIndex(0);
    browser.findElement(By.id("first")).click();
    WebElement page = browser.findElement(By.tagName("body"));
    List<Event> events = game.events();
    List<Map<String, Object>> states = new ArrayList<>();
    states.add(state());
    for (int i = 1; i < events.size(); i++) {
      page.sendKeys(Keys.ARROW_RIGHT);
      Map<String, Object> before = states.get(i - 1);
      Map<String, Object> now = state();
      states.add(now);
      Event e = events.get(i);
      assertThat(now.get("step")).isEqualTo(String.valueOf(i));
      assertThat(now.get("kind")).as("event %d", i).isEqualTo(e.getClass().getSimpleName());
      if (e instanceof Drew d && d.tile().isPresent()) {
        int s = d.seat().index();
        assertThat(count(now, s, d.tile().get())).as("event %d: %s", i, e).isEqualTo(count(before, s, d.tile().get()) + 1);
        assertThat(size(now, s)).isEqualTo(size(before, s) + 1);
        assertThat((String) now.get("drawn" + s)).isEqualTo(d.tile().get().code());
      } else if (e instanceof Discarded d) {
        int s = d.seat().index();
        assertThat(count(now, s, d.tile())).as("event %d: %s", i, e).isEqualTo(count(before, s, d.tile()) - 1);
        assertThat(size(now, s)).isEqualTo(size(before, s) - 1);
        assertThat(((String) now.get("river" + s)).replaceAll("[*^]", "")).endsWith(d.tile().code());
      } else if (e instanceof Melded m && m.meld().kind() != MeldKind.ADDED_KONG) {
        int s = m.seat().index();
        // A claimed discard: every tile of the meld but the claimed one comes from the hand.
        assertThat(size(now, s)).as("event %d: %s", i, e).isEqualTo(size(before, s) - (m.meld().tiles().size() - 1));
        assertThat((String) now.get("melds" + s)).isNotEqualTo(before.get("melds" + s));
      } else if (e instanceof Dealt d && !d.tiles().isEmpty()) {
        assertThat(size(now, d.seat().index())).isEqualTo(d.tiles().size());
      }
      if (e instanceof Drew || e instanceof Discarded) {
        int mover = e instanceof Drew d ? d.seat().index() : ((Discarded) e).seat().index();
        for (int s = 0; s < 4; s++) {
          if (s != mover) {
            assertThat(now.get("hand" + s)).as("event %d leaves S%d's hand alone", i, s).isEqualTo(before.get("hand" + s));
          }
        }
      }
    }
    for (int i = events.size() - 1; i > events.size() - 20; i--) {
      page.sendKeys(Keys.ARROW_LEFT);
      assertThat(state()).as("one step back from %d", i).isEqualTo(states.get(i - 1));
    }
    new Select(browser.findElement(By.id("view-select"))).selectByValue("1");
    Map<String, Object> seatView = state();
    assertThat(seatView.get("hand1")).isEqualTo(states.get(events.size() - 20).get("hand1"));
    assertThat(seatView.get("hand0")).isEqualTo("");
    assertThat(browser.findElements(By.cssSelector("#seat-0 .hand .tile.back"))).isNotEmpty();
    new Select(browser.findElement(By.id("view-select"))).selectByValue("table");
    browser.findElement(By.id("lang-zh")).click();
    String commentary = "";
    for (int i = 0; i < 40 && commentary.isEmpty(); i++) {
      page.sendKeys(Keys.ARROW_LEFT);
      commentary = browser.findElement(By.id("said")).getText();
    }
    assertThat(commentary).containsPattern("\\p{IsHan}");
    browser.findElement(By.id("lang-en")).click();
    ((JavascriptExecutor) browser).executeScript("document.getElementById('viewer').scrollIntoView()");
    Files.write(SCREENSHOTS.resolve("viewer.png"), browser.getScreenshotAs(OutputType.BYTES));
    assertThat(severe()).as("console errors").isEmpty();
  }

  /** The viewer's state as the page shows it: the step, its event and every seat's tiles. */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> state() {
    return new HashMap<>((Map<String, Object>) ((JavascriptExecutor) browser).executeScript("""
        const ev = document.getElementById('event');
        const s = { step: ev.dataset.step, kind: ev.dataset.kind, seat: ev.dataset.seat, tile: ev.dataset.tile };
        for (let i = 0; i < 4; i++) {
          const seat = document.getElementById('seat-' + i);
          const hand = seat.querySelector('.hand');
          s['hand' + i] = hand.dataset.tiles;
          s['drawn' + i] = hand.dataset.drawn;
          s['melds' + i] = seat.querySelector('.melds').dataset.melds;
          s['river' + i] = seat.querySelector('.river').dataset.tiles;
        }
        return s;"""));
  }

  private static int count(Map<String, Object> state, int seat, Tile tile) {
    String all = (String) state.get("hand" + seat) + state.get("drawn" + seat);
    int n = 0;
    for (int i = 0; i + 1 < all.length(); i += 2) {
      n += all.startsWith(tile.code(), i) ? 1 : 0;
    }
    return n;
  }

  private static int size(Map<String, Object> state, int seat) {
    return (((String) state.get("hand" + seat)).length() + ((String) state.get("drawn" + seat)).length()) / 2;
  }

  private static WebElement row(String table, String id) {
    return browser.findElement(By.xpath("//table[@id='" + table + "']/tbody/tr[td[@data-key='id'][normalize-space()='" + id + "']]"));
  }

  private static String cell(WebElement row, String key) {
    return row.findElement(By.cssSelector("td[data-key='" + key + "']")).getText();
  }

  private static String pct(double rate) {
    return String.format(Locale.ROOT, "%.1f", rate * 100);
  }

  private static List<LogEntry> severe() {
    return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).toList();
  }

  /** The whole page, not just the window: Chromium's DevTools capture beyond the viewport. */
  private static void fullPageScreenshot(Path file) throws Exception {
    Map<String, Object> shot = browser.executeCdpCommand("Page.captureScreenshot",
        Map.of("format", "png", "captureBeyondViewport", true, "fromSurface", true));
    Files.write(file, Base64.getDecoder().decode((String) shot.get("data")));
  }
}
