package org.tabuleiro.server.web;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabuleiro.server.web.Browsers.newGame;
import static org.tabuleiro.server.web.Browsers.shot;
import static org.tabuleiro.server.web.Browsers.signUp;
import static org.tabuleiro.server.web.ChatBrowserTest.fitsPhone;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.admin.AdminTasks;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.mail.MailConfig;

/**
 * One's account in the pages: the profile edited (school, birth year, gender, e-mail, European Portuguese), a new
 * password (a wrong current one refused, nothing changed), a reset by e-mail through a real SMTP server and one from
 * an admin's link, each working once and never twice; closing the account keeps its games under "conta encerrada";
 * the pages at 360 px.
 */
class AccountBrowserTest {
  @TempDir static Path data;
  static Browsers browsers;
  static GreenMail smtp;
  private static final Pattern LINK = Pattern.compile("(/senha/nova\\?token=[A-Za-z0-9_-]+)");

  @BeforeAll
  static void start() throws Exception {
    smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
    smtp.start();
    browsers = new Browsers(data, c -> c.withMail(new MailConfig("127.0.0.1", smtp.getSmtp().getPort(), null, null,
        "Tabuleiro <noreply@clube.example>", "none", "http://clube.example")));
  }

  @AfterEach
  void noScriptErrors() {
    browsers.assertNoScriptErrors();
  }

  @AfterAll
  static void stop() {
    if (browsers != null) browsers.close();
    if (smtp != null) smtp.stop();
  }

  private static String path(String text) {
    Matcher m = LINK.matcher(text.replace("=\r\n", "").replace("=3D", "="));
    if (!m.find()) throw new AssertionError("no link in " + text);
    return m.group(1);
  }

  @Test
  void aUserEditsTheProfileAndChangesThePassword() {
    try (BrowserContext a = browsers.context(360, 740)) {
      Page ana = signUp(a, "ana");
      ana.getByTestId("account-link").click();
      ana.waitForURL("**/conta");
      ana.fill("[data-testid=profile-form] input[name=displayName]", "Ana Sá");
      ana.fill("[data-testid=profile-form] input[name=country]", "pt");
      ana.fill("[data-testid=profile-form] input[name=club]", "Escola Secundária de Tomar");
      ana.fill("[data-testid=profile-form] input[name=birthYear]", "2010");
      ana.selectOption("[data-testid=profile-form] select[name=gender]", "female");
      ana.fill("[data-testid=profile-form] input[name=email]", "ana@exemplo.pt");
      ana.selectOption("[data-testid=profile-form] select[name=language]", "pt-PT");
      ana.locator("[data-testid=profile-form] button[type=submit]").click();
      assertThat(ana.getByTestId("profile-note")).hasText("Salvo.");
      ana.navigate("/conta");   // the account's language now: European Portuguese
      assertThat(ana.locator("header nav")).containsText("Sala");
      assertThat(ana.locator("[data-testid=password-form] h2")).hasText("Palavra-passe");
      assertThat(ana.locator("[data-testid=profile-form] input[name=club]")).hasValue("Escola Secundária de Tomar");
      shot(ana, "account-phone-pt-PT");
      fitsPhone(ana, "the account page");
      ana.selectOption("[data-testid=profile-form] select[name=language]", "pt-BR");
      ana.locator("[data-testid=profile-form] button[type=submit]").click();
      assertThat(ana.getByTestId("profile-note")).hasText("Guardado.");   // said in the page's language then
      ana.navigate("/conta");
      assertThat(ana.locator("[data-testid=password-form] h2")).hasText("Senha");

      // Bad input: a wrong e-mail and a wrong current password change nothing.
      ana.fill("[data-testid=profile-form] input[name=email]", "ana@");
      ana.fill("[data-testid=profile-form] input[name=club]", "Outra escola");
      ana.locator("[data-testid=profile-form] input[name=email]").evaluate("e => e.type = 'text'");
      ana.locator("[data-testid=profile-form] button[type=submit]").click();
      assertThat(ana.getByTestId("profile-note")).hasText("E-mail inválido (ex.: nome@exemplo.com.br).");
      ana.navigate("/player/ana");
      assertThat(ana.locator(".profile-head")).containsText("Escola Secundária de Tomar");

      ana.navigate("/conta");
      ana.fill("[data-testid=password-form] input[name=currentPassword]", "nao-e-a-minha");
      ana.fill("[data-testid=password-form] input[name=newPassword]", "cavalo-verde-pula");
      ana.fill("[data-testid=password-form] input[name=repeat]", "cavalo-verde-pula");
      ana.locator("[data-testid=password-form] button[type=submit]").click();
      assertThat(ana.getByTestId("password-note")).hasText("A senha atual não confere. Nada foi mudado.");
      ana.fill("[data-testid=password-form] input[name=currentPassword]", "lua-verde-de-ana");
      ana.fill("[data-testid=password-form] input[name=newPassword]", "cavalo-verde-pula");
      ana.fill("[data-testid=password-form] input[name=repeat]", "cavalo-verde-pula");
      ana.locator("[data-testid=password-form] button[type=submit]").click();
      assertThat(ana.getByTestId("password-note")).hasText("Senha mudada. As outras sessões foram encerradas.");
      ana.getByTestId("sign-out-everywhere").click();
      ana.waitForURL("**/login");
      ana.fill("input[name=username]", "ana");
      ana.fill("input[name=password]", "cavalo-verde-pula");
      ana.click("form button[type=submit]");
      ana.waitForURL("**/lobby");
    }
  }

  @Test
  void resetLinksByEmailAndFromAnAdminWorkOnceAndNeverTwice() throws Exception {
    try (BrowserContext b = browsers.context(1280, 900); BrowserContext someone = browsers.context(360, 740)) {
      Page bia = signUp(b, "bia");
      bia.navigate("/conta");
      bia.fill("[data-testid=profile-form] input[name=email]", "bia@exemplo.com.br");
      bia.locator("[data-testid=profile-form] button[type=submit]").click();
      assertThat(bia.getByTestId("profile-note")).hasText("Salvo.");

      // By e-mail: asked from the sign-in page, followed from the mail, used once.
      Page page = someone.newPage();
      page.navigate("/login");
      page.getByTestId("forgot-link").click();
      page.fill("[data-testid=forgot-form] input[name=login]", "bia");
      int before = smtp.getReceivedMessages().length;   // counted first: the mail may come before the page's answer shows
      page.locator("[data-testid=forgot-form] button[type=submit]").click();
      assertThat(page.getByTestId("forgot-note")).containsText("enviamos um link");
      org.junit.jupiter.api.Assertions.assertTrue(smtp.waitForIncomingEmail(10_000, before + 1));
      String link = path(GreenMailUtil.getBody(smtp.getReceivedMessages()[before]));
      page.navigate(link);
      page.fill("[data-testid=reset-form] input[name=password]", "12345678");
      page.fill("[data-testid=reset-form] input[name=repeat]", "12345678");
      page.locator("[data-testid=reset-form] button[type=submit]").click();
      assertThat(page.getByTestId("reset-note")).containsText("senha");   // too weak: said, the link still good
      page.fill("[data-testid=reset-form] input[name=password]", "girafa-azul-corre");
      page.fill("[data-testid=reset-form] input[name=repeat]", "girafa-azul-corre");
      page.locator("[data-testid=reset-form] button[type=submit]").click();
      assertThat(page.getByTestId("reset-note")).containsText("Senha de bia mudada.");
      shot(page, "reset-done-phone");
      fitsPhone(page, "the new password page");
      page.navigate(link);
      page.fill("[data-testid=reset-form] input[name=password]", "outra-girafa-azul");
      page.fill("[data-testid=reset-form] input[name=repeat]", "outra-girafa-azul");
      page.locator("[data-testid=reset-form] button[type=submit]").click();
      assertThat(page.getByTestId("reset-note")).hasText("Este link para redefinir a senha já foi usado; peça outro se precisar.");

      // From an admin: ./tabuleiro admin reset-password's link, once.
      String admin;
      try (AdminTasks tasks = AdminTasks.open(DatabaseConfig.h2File(data))) {
        admin = ((Result.Ok<String>) tasks.resetLink("bia", browsers.server.url())).value();
      }
      page.navigate(admin);
      page.fill("[data-testid=reset-form] input[name=password]", "tucano-laranja-voa");
      page.fill("[data-testid=reset-form] input[name=repeat]", "tucano-laranja-voa");
      page.locator("[data-testid=reset-form] button[type=submit]").click();
      assertThat(page.getByTestId("reset-note")).containsText("Senha de bia mudada.");
      page.navigate(admin);
      page.fill("[data-testid=reset-form] input[name=password]", "tucano-verde-voa");
      page.fill("[data-testid=reset-form] input[name=repeat]", "tucano-verde-voa");
      page.locator("[data-testid=reset-form] button[type=submit]").click();
      assertThat(page.getByTestId("reset-note")).hasText("Este link para redefinir a senha já foi usado; peça outro se precisar.");
      page.navigate("/login");
      page.fill("input[name=username]", "bia");
      page.fill("input[name=password]", "tucano-laranja-voa");
      page.click("form button[type=submit]");
      page.waitForURL("**/lobby");
    }
  }

  @Test
  void aClosedAccountsGamesStayUnderItsDeletedName() {
    try (BrowserContext c = browsers.context(1280, 900); BrowserContext d = browsers.context(1280, 900)) {
      Page caio = signUp(c, "caio");
      Page duda = signUp(d, "duda");
      newGame(caio, duda, "chess");
      // A refused draw offer is told to the one who offered it.
      Browsers.type(caio, "e4");
      assertThat(duda.getByTestId("moves").locator(".ply")).hasCount(1);
      Browsers.type(duda, "e5");
      assertThat(caio.getByTestId("moves").locator(".ply")).hasCount(2);
      caio.locator("[data-action=offer-draw]").click();
      duda.locator("[data-action=decline-draw]").click();
      assertThat(caio.getByTestId("declined")).hasText("Seu adversário recusou: empate.");
      duda.locator("[data-action=resign]").click();
      duda.locator("[data-action=resign]").click();
      assertThat(caio.getByTestId("result")).containsText("Vitória das brancas");

      duda.navigate("/conta");
      duda.fill("[data-testid=close-form] input[name=password]", "errada-de-todo");
      duda.locator("[data-testid=close-form] input[name=confirm]").check();
      duda.locator("[data-testid=close-form] button[type=submit]").click();
      assertThat(duda.getByTestId("close-note")).hasText("A senha atual não confere. Nada foi mudado.");
      duda.fill("[data-testid=close-form] input[name=password]", "lua-verde-de-duda");
      duda.locator("[data-testid=close-form] button[type=submit]").click();
      duda.waitForURL(url -> url.endsWith("/"));
      assertThat(duda.locator("header a[href='/login']")).hasCount(1);

      caio.navigate("/player/caio/games");
      assertThat(caio.locator("body")).containsText("conta encerrada");
      assertEquals(0, caio.locator("a[href^='/player/~']").count(), "no link to a closed account");
      shot(caio, "closed-account-archive");
    }
  }

  @Test
  void beforeSigningInThePagesFollowTheBrowsersLanguage() {
    try (BrowserContext pt = browsers.context(1280, 900, "pt-PT"); BrowserContext en = browsers.context(1280, 900, "en-GB")) {
      Page lisboa = pt.newPage();
      lisboa.navigate("/login");
      assertThat(lisboa.locator("form label").first()).containsText("Nome de utilizador");
      assertThat(lisboa.locator("html")).hasAttribute("lang", "pt-PT");
      Page london = en.newPage();
      london.navigate("/login");
      assertThat(london.locator("form label").first()).containsText("Username");
      // A choice in the header is kept in this browser.
      lisboa.selectOption("select.lang", "pt");
      lisboa.navigate("/login");
      assertThat(lisboa.locator("form label").first()).containsText("Nome de usuário");
    }
  }
}
