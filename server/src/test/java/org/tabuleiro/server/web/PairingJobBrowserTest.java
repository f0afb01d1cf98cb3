package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.RequestOptions;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A 2,000-player section paired from the arbiter's rounds page as a job (every pairing answered 202 here:
 * {@code tabuleiro.pairInlineMillis} 0): the page shows "Emparceirando a rodada 1… (N s)", its other requests are
 * answered meanwhile (a player's change, the standings), and it then shows the round's 1,000 boards. At 1280 px and on
 * a 360 px phone (a second section of the same size, paired from the phone).
 */
class PairingJobBrowserTest extends BrowserTestBase {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int PLAYERS = 2000;

  @AfterEach
  void inlineAgain() {
    System.clearProperty("tabuleiro.pairInlineMillis");
  }

  @Test
  void aLargeSectionIsPairedAsAJobWithItsProgressShown() throws Exception {
    System.setProperty("tabuleiro.pairInlineMillis", "0");
    try (BrowserContext c = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page arb = signUp(c, "arbitra");  // the club's first account: an admin
      String csrf = JSON.readTree(c.request().get("/api/session").text()).get("csrfToken").asText();
      long desk = section(c, csrf, "Escalão Sub 10 — Masculinos");
      long small = section(c, csrf, "Escalão Infantis — Femininos");

      arb.navigate("/torneios/" + desk + "/gerir/rodadas");
      arb.getByTestId("pair").click();
      assertThat(arb.getByTestId("round-note")).containsText(Pattern.compile("Emparceirando a rodada 1… \\(\\d+ s\\)"));
      assertThat(arb.getByTestId("pair")).hasCount(0);  // no second pairing asked meanwhile
      shot(arb, "pairing-job-progress");
      // The server answers the page's other requests while the job runs.
      RequestOptions auth = RequestOptions.create().setHeader("X-CSRF-Token", csrf);
      ok(c.request().patch("/api/events/" + desk + "/players/7", auth.setData(Map.of("withdrawnFrom", 3))));
      ok(c.request().get("/api/events/" + desk + "/standings"));

      // The phone, on the other section: its progress, then its round.
      phone.addCookies(c.cookies());
      Page p = phone.newPage();
      p.navigate("/torneios/" + small + "/gerir/rodadas");
      p.getByTestId("pair").click();
      assertThat(p.getByTestId("round-note")).containsText("Emparceirando a rodada 1…");
      shot(p, "pairing-job-progress-phone");

      assertThat(arb.locator("[data-testid=results] tbody tr")).hasCount(PLAYERS / 2, new com.microsoft.playwright.assertions
          .LocatorAssertions.HasCountOptions().setTimeout(600_000));
      assertThat(arb).hasURL(Pattern.compile("/gerir/rodadas/1$"));
      JsonNode round = JSON.readTree(ok(c.request().get("/api/events/" + desk + "/rounds/1")).text());
      assertEquals(PLAYERS / 2, round.get("boards").size());
      JsonNode job = JSON.readTree(ok(c.request().get("/api/events/" + desk + "/pairing")).text());
      assertEquals("done", job.get("state").asText());
      System.out.printf("PairingJobBrowserTest: %d players, round 1 job %d ms wall, %d ms cpu; loadavg %s%n", PLAYERS,
          job.get("elapsedMs").asLong(), job.get("cpuMs").asLong(), java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).trim());
      shot(arb, "pairing-job-done");

      assertThat(p.locator("[data-testid=results] tbody tr")).hasCount(PLAYERS / 2, new com.microsoft.playwright.assertions
          .LocatorAssertions.HasCountOptions().setTimeout(600_000));
      p.screenshot(new Page.ScreenshotOptions().setPath(Browsers.SHOTS.resolve("pairing-job-done-phone.png")));
      assertEquals(true, (Boolean) p.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"));
    }
  }

  private static long section(BrowserContext c, String csrf, String name) throws Exception {
    JsonNode created = JSON.readTree(ok(c.request().post("/api/events", RequestOptions.create().setHeader("X-CSRF-Token", csrf)
        .setData(Map.of("name", name, "game", "chess", "system", "swiss", "rounds", 7, "timeControl", "15+5")))).text());
    long id = created.get("id").asLong();
    Random rnd = new Random(id);
    StringBuilder csv = new StringBuilder("name;club;rating\n");
    for (int i = 1; i <= PLAYERS; i++) csv.append("Aluno ").append(i).append(" Conceição;Escola ").append(i % 40).append(';')
        .append(rnd.nextInt(4) == 0 ? "" : String.valueOf(1000 + rnd.nextInt(1200))).append('\n');
    ok(c.request().post("/api/events/" + id + "/players", RequestOptions.create().setHeader("X-CSRF-Token", csrf)
        .setHeader("Content-Type", "text/csv").setData(csv.toString().getBytes(StandardCharsets.UTF_8))));
    return id;
  }

  private static APIResponse ok(APIResponse r) {
    assertEquals(true, r.status() / 100 == 2, r.url() + ": " + r.status() + " " + r.text());
    return r;
  }
}
