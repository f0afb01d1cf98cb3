package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.ChatBrowserTest.fitsPhone;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Locator;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The admin page in the browser, the server running: the first account is told it is the admin, finds the page in
 * the header's menu, grants a role with a tick (the staff and the log follow), makes a reset link that sets a new
 * password, and closes an account after a confirmation; another account is refused the page; a 360 px phone.
 * Screenshots: {@code admin-*.png}.
 */
class AdminBrowserTest {
  @TempDir static Path data;
  static Browsers browsers;

  @BeforeAll
  static void start() throws Exception {
    browsers = new Browsers(data);
  }

  @AfterEach
  void noScriptErrors() {
    browsers.assertNoScriptErrors();
  }

  @AfterAll
  static void stop() {
    if (browsers != null) browsers.close();
  }

  @Test
  void anAdminGrantsARoleMakesAResetLinkAndClosesAnAccount() {
    try (BrowserContext desk = browsers.context(1280, 900); BrowserContext b = browsers.context(1280, 900);
         BrowserContext c = browsers.context(1280, 900); BrowserContext phone = browsers.context(360, 740)) {
      Page founder = signUp(desk, "fundadora");
      assertThat(founder.getByTestId("first-admin")).containsText("primeira conta do clube");
      shot(founder, "admin-first-account");
      Page bruno = signUp(b, "bruno");
      assertThat(bruno.getByTestId("first-admin")).hasCount(0);
      signUp(c, "carla");

      // Another account: no link, and the page refuses.
      assertThat(bruno.getByTestId("admin-link")).hasCount(0);
      bruno.navigate("/administracao");
      assertThat(bruno.locator("main p.error")).hasText("Só um administrador do clube pode fazer isso.");

      founder.getByTestId("more").click();
      founder.getByTestId("admin-link").click();
      founder.waitForURL("**/administracao");
      assertThat(founder.getByTestId("staff-admins")).containsText("fundadora");
      assertThat(founder.getByTestId("staff-arbiters")).containsText("ninguém");
      founder.getByTestId("first-admin-ok").click();
      assertThat(founder.getByTestId("first-admin")).hasCount(0);

      founder.getByTestId("admin-search").fill("BRU");
      founder.getByTestId("admin-search").press("Enter");
      Locator card = founder.locator("[data-account=bruno]");
      assertThat(founder.locator("[data-account]")).hasCount(1);
      card.locator("input[data-role=arbiter]").check();
      assertThat(founder.getByTestId("admin-note")).hasText("bruno: papel árbitro dado.");
      assertThat(founder.getByTestId("staff-arbiters")).containsText("bruno");
      assertThat(founder.getByTestId("admin-log")).containsText("fundadora deu o papel árbitro a bruno");
      bruno.navigate("/player/bruno");
      assertEquals("[\"player\",\"arbiter\"]", bruno.evaluate(
          "fetch('/api/players/bruno').then(r => r.json()).then(j => JSON.stringify(j.roles))"));

      card.getByTestId("reset-link").click();
      Locator url = card.getByTestId("reset-url");
      assertThat(url).hasValue(Pattern.compile(browsers.server.url().replace(".", "\\.") + "/senha/nova\\?token=[A-Za-z0-9_-]{43}"));
      assertThat(founder.getByTestId("admin-log")).containsText("fundadora fez um link de nova senha para bruno");
      shot(founder, "admin-desktop");
      String link = url.inputValue();

      // The link, opened by its owner, sets a new password once.
      Page reset = phone.newPage();
      reset.navigate(link);
      reset.fill("[data-testid=reset-form] input[name=password]", "torre-nova-do-bruno");
      reset.fill("[data-testid=reset-form] input[name=repeat]", "torre-nova-do-bruno");
      reset.locator("[data-testid=reset-form] button[type=submit]").click();
      assertThat(reset.getByTestId("reset-note")).containsText("Senha de bruno mudada.");
      reset.close();

      // Closing, after a confirmation; the account leaves the list.
      founder.getByTestId("admin-search").fill("carla");
      founder.getByTestId("admin-search").press("Enter");
      Locator carla = founder.locator("[data-account=carla]");
      carla.getByTestId("close-account").click();
      assertThat(carla).containsText("Encerrar carla para sempre?");
      carla.getByTestId("close-yes").click();
      assertThat(founder.getByTestId("admin-note")).containsText("Conta carla encerrada");
      assertThat(founder.locator("[data-account=carla]")).hasCount(0);
      assertThat(founder.getByTestId("admin-log")).containsText("fundadora encerrou a conta carla");

      // A 360 px phone: the founder signs in there, every part fits.
      Page small = phone.newPage();
      small.navigate("/login");
      small.fill("input[name=username]", "fundadora");
      small.fill("input[name=password]", "lua-verde-de-fundadora");
      small.click("form button[type=submit]");
      small.waitForURL("**/lobby");
      small.navigate("/administracao");
      assertThat(small.locator("[data-account]")).hasCount(2);
      small.locator("[data-account=bruno]").getByTestId("reset-link").click();
      assertThat(small.locator("[data-account=bruno]").getByTestId("reset-url")).isVisible();
      fitsPhone(small, "the admin page");
      // The search's hint is read whole under the field (as a placeholder, 360 px cut it mid-word).
      assertThat(small.getByTestId("admin-search")).not().hasAttribute("placeholder", java.util.regex.Pattern.compile(".+"));
      var hint = small.locator("#admin-q-hint");
      assertThat(hint).hasText("Parte do nome ou do nome exibido");
      var hb = hint.boundingBox();
      assertTrue(hb.x >= 0 && hb.x + hb.width <= 360.5, "hint inside 360 px: " + hb.x + "+" + hb.width);
      assertTrue(small.locator("[data-account=bruno] input[data-role=arbiter]").isChecked());
      shot(small, "admin-phone");
    }
  }
}
