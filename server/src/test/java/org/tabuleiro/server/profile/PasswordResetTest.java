package org.tabuleiro.server.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.GreenMailUtil;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.internet.MimeMessage;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabuleiro.server.admin.AdminTasks;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.mail.MailConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Password recovery: a link by e-mail through a real SMTP server (GreenMail, started here on a free port), and a link
 * an admin prints for a club without mail. Each works once and never twice, not after its hour, not for a weak
 * password; the old password and sessions end.
 */
class PasswordResetTest {
  private static final String EXPIRED = "Este link para redefinir a senha expirou; peça outro.";
  private static final Pattern LINK = Pattern.compile("https://xadrez\\.clube\\.example/senha/nova\\?token=([A-Za-z0-9_-]+)");

  private static String token(String text) {
    Matcher m = LINK.matcher(text);
    assertTrue(m.find(), "no link in: " + text);
    return m.group(1);
  }

  @OnBothDatabases
  void aLinkByEmailWorksOnceAndNeverTwice(TestDatabase.Fresh db) throws Exception {
    GreenMail smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
    smtp.start();
    try (TestServer server = TestServer.start(TestServer.config(db.config()).withMail(new MailConfig("127.0.0.1",
        smtp.getSmtp().getPort(), null, null, "Clube Tabuleiro <noreply@clube.example>", "none",
        "https://xadrez.clube.example")))) {
      ApiClient ana = server.client();
      ana.register("ana", "lua-azul-salta-1");
      ana.patch("/api/me", Map.of("email", "ana@exemplo.pt"));
      ApiClient stranger = server.client();

      var asked = stranger.post("/api/password-reset", Map.of("login", "ana"));
      assertEquals(202, asked.status(), asked.body());
      var unknown = stranger.post("/api/password-reset", Map.of("login", "ninguem"));
      assertEquals(asked.body(), unknown.body(), "the same answer whether the account exists");
      assertTrue(smtp.waitForIncomingEmail(10_000, 1));
      MimeMessage[] mails = smtp.getReceivedMessages();
      assertEquals(1, mails.length);
      assertEquals("ana@exemplo.pt", mails[0].getAllRecipients()[0].toString());
      assertEquals("Redefinir a senha no Tabuleiro", mails[0].getSubject());
      String body = GreenMailUtil.getBody(mails[0]);
      String token = token(body.replace("=\r\n", "").replace("=3D", "="));

      var weak = stranger.post("/api/password-reset/complete", Map.of("token", token, "password", "12345678"));
      assertEquals("invalid_password", weak.errorCode());
      var done = stranger.post("/api/password-reset/complete", Map.of("token", token, "password", "cavalo-verde-pula"));
      assertEquals(200, done.status(), done.body());
      assertEquals("ana", done.json().path("username").asText());
      assertEquals(401, ana.get("/api/me").status(), "her sessions ended");
      assertEquals(401, server.client().login("ana", "lua-azul-salta-1").status());
      assertEquals(200, server.client().login("ana", "cavalo-verde-pula").status());

      var twice = stranger.post("/api/password-reset/complete", Map.of("token", token, "password", "outra-senha-boa"));
      assertEquals(410, twice.status());
      assertEquals("reset_link_used", twice.errorCode());
      assertEquals("Este link para redefinir a senha já foi usado; peça outro se precisar.",
          twice.json().path("error").path("message").asText());
      assertEquals(200, server.client().login("ana", "cavalo-verde-pula").status(), "nothing changed");

      // By e-mail address too; an hour later the link is void.
      stranger.post("/api/password-reset", Map.of("login", "ANA@exemplo.pt"));
      assertTrue(smtp.waitForIncomingEmail(10_000, 2));
      String late = token(GreenMailUtil.getBody(smtp.getReceivedMessages()[1]).replace("=\r\n", "").replace("=3D", "="));
      server.clock().advance(Duration.ofMinutes(61));
      var expired = stranger.post("/api/password-reset/complete", Map.of("token", late, "password", "outra-senha-boa"));
      assertEquals(410, expired.status());
      assertEquals("reset_link_expired", expired.errorCode());
      assertEquals(EXPIRED, expired.json().path("error").path("message").asText());
      assertEquals("reset_link_invalid", stranger.post("/api/password-reset/complete",
          Map.of("token", "inventado", "password", "outra-senha-boa")).errorCode());
      assertEquals(200, server.client().login("ana", "cavalo-verde-pula").status(), "nothing changed");
    } finally {
      smtp.stop();
    }
  }

  @OnBothDatabases
  void anAdminsLinkForAClubWithoutMail(TestServer server) {
    ApiClient bia = server.client();
    bia.register("bia", "lua-azul-salta-1");
    var noMail = bia.post("/api/password-reset", Map.of("login", "bia"));
    assertEquals(503, noMail.status());
    assertEquals("mail_not_configured", noMail.errorCode());

    String link;
    try (AdminTasks admin = AdminTasks.open(server.database())) {
      link = ((Result.Ok<String>) admin.resetLink("bia", "https://xadrez.clube.example/")).value();
      assertEquals("player_not_found", ((Result.Rejected<String>) admin.resetLink("ninguem", "https://x.example")).rejection().code());
    }
    String token = token(link);
    ApiClient someone = server.client();
    assertEquals(200, someone.post("/api/password-reset/complete", Map.of("token", token, "password", "cavalo-verde-pula")).status());
    assertEquals(200, server.client().login("bia", "cavalo-verde-pula").status());
    assertEquals("reset_link_used", someone.post("/api/password-reset/complete",
        Map.of("token", token, "password", "outra-senha-boa")).errorCode());

    // An admin's link is good for 24 hours from when the command ran (on the machine's clock): a day later it sets
    // nothing.
    try (AdminTasks admin = AdminTasks.open(server.database())) {
      token = token(((Result.Ok<String>) admin.resetLink("bia", "https://xadrez.clube.example/")).value());
    }
    server.clock().advance(Duration.between(server.clock().instant(), Instant.now()).plus(Duration.ofHours(24)).plusMinutes(1));
    var expired = someone.post("/api/password-reset/complete", Map.of("token", token, "password", "outra-senha-boa"));
    assertEquals(410, expired.status());
    assertEquals("reset_link_expired", expired.errorCode());
    assertEquals(EXPIRED, expired.json().path("error").path("message").asText());
    assertEquals(200, server.client().login("bia", "cavalo-verde-pula").status(), "nothing changed");
    assertEquals(401, server.client().login("bia", "outra-senha-boa").status());
  }
}
