package org.tabuleiro.server.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class RegistrationTest {
  @OnBothDatabases
  void theFirstAccountIsAdminAndTheNextArePlayers(TestServer server) {
    var first = server.client().register("fundador", "lua-azul-salta-1");
    assertEquals("[\"player\",\"admin\"]", first.json().at("/account/roles").toString());
    var second = server.client().register("socio", "lua-azul-salta-1");
    assertEquals("[\"player\"]", second.json().at("/account/roles").toString());
  }

  @OnBothDatabases
  void concurrentFirstRegistrationsMakeExactlyOneAdmin(TestServer server) throws Exception {
    List<Callable<String>> tasks = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      String name = "corrida" + i;
      tasks.add(() -> server.client().register(name, "lua-azul-salta-1").json().at("/account/roles").toString());
    }
    List<String> roles = new ArrayList<>();
    try (var pool = Executors.newFixedThreadPool(6)) {
      for (Future<String> f : pool.invokeAll(tasks)) roles.add(f.get());
    }
    assertEquals(1, roles.stream().filter(r -> r.contains("admin")).count(), roles.toString());
  }

  @OnBothDatabases
  void aNameTakenInAnyCaseIsRefused(TestServer server) {
    assertEquals(201, server.client().register("Xadrezista", "lua-azul-salta-1").status());
    var again = server.client().register("xADREZISTA", "lua-azul-salta-2");
    assertEquals(409, again.status(), again.body());
    assertEquals("username_taken", again.errorCode());
    assertEquals("Xadrezista", server.client().get("/api/players/XADREZISTA").json().get("username").asText());
  }

  @OnBothDatabases
  void badNamesAndPasswordsAreRefusedWithAReason(TestServer server) {
    Map<String, String> cases = Map.of(
        "ab", "invalid_username",               // too short
        "a".repeat(21), "invalid_username",     // too long
        "1abc", "invalid_username",             // starts with a digit
        "joão", "invalid_username",             // accents: ASCII names only
        "ana silva", "invalid_username",
        "Admin", "username_reserved",
        "suporte", "username_reserved");
    ApiClient client = server.client();
    cases.forEach((name, code) -> {
      var r = client.register(name, "lua-azul-salta-1");
      assertEquals(400, r.status(), name + ": " + r.body());
      assertEquals(code, r.errorCode(), name);
    });
    var shortPassword = client.register("marta", "curta12");
    assertEquals(400, shortPassword.status());
    assertEquals("invalid_password", shortPassword.errorCode());
    assertEquals("invalid_password", client.register("marta-2", "marta-2").errorCode());
    assertEquals(201, client.register("marta", "oito-car").status(), "8 characters are enough");
  }

  @OnBothDatabases
  void theProfileCanBeGivenAtSignUp(TestServer server) {
    var r = server.client().post("/api/accounts", Map.of("username", "nuno", "password", "lua-azul-salta-1",
        "displayName", "Nuno Gomes", "country", "pt", "club", "GD Dias Ferreira", "birthYear", 2011, "gender", "male"));
    assertEquals(201, r.status(), r.body());
    assertEquals("PT", r.json().at("/account/country").asText());
    assertEquals(2011, r.json().at("/account/birthYear").asInt());
    assertEquals("male", r.json().at("/account/gender").asText());
  }

  @OnBothDatabases
  void commonAndTrivialPasswordsAreRefusedWithAClearReason(TestServer server) {
    ApiClient client = server.client();
    for (String weak : new String[] {"password", "12345678", "        ", "aaaaaaaa", "qwertyuiop", "iloveyou",
        "senha123", "brasil2024", "flamengo", "benfica1", "corinthians", "mudar123", "palavra-passe", "xadrez123"}) {
      var r = client.register("quintino", weak);
      assertEquals(400, r.status(), "\"" + weak + "\": " + r.body());
      assertEquals("invalid_password", r.errorCode(), weak);
      String message = r.json().at("/error/message").asText();
      assertTrue(message.startsWith("Essa senha é fácil demais de adivinhar."), message);
    }
    assertEquals("invalid_password", client.register("quintino", "quintino").errorCode(), "the name itself");
    assertEquals("invalid_password", client.register("quintino", "Quintino2024").errorCode(), "the name and a year");
    var named = client.post("/api/accounts", Map.of("username", "quintino", "password", "zuleicabronte",
        "displayName", "Zuleica Brontë"));
    assertEquals("invalid_password", named.errorCode(), "the display name counts as the player's own word");
    assertEquals(201, client.register("quintino", "cavalo-azul-salta").status(), "three unrelated words are fine");
  }

  @OnBothDatabases
  void invisibleAndDirectionChangingCharactersAreRefusedNamingTheField(TestServer server) {
    ApiClient client = server.client();
    for (String bad : new String[] {"Ana\u202Eadmin", "Ana\u202Dx", "Ana\u2066x", "Ana\u2069x", "Ana\u200Bx",
        "Ana\u200Dx", "Ana\u2060x", "Ana\uFEFFx", "Ana\u0007x", "Ana\u2028x"}) {
      var r = client.post("/api/accounts", Map.of("username", "bia_" + (int) bad.charAt(3) % 1000,
          "password", "cavalo-azul-salta", "displayName", bad));
      assertEquals(400, r.status(), r.body());
      assertEquals("invalid_display_name", r.errorCode());
      String message = r.json().at("/error/message").asText();
      assertTrue(message.startsWith("O nome para exibir tem um caractere"), message);
      assertTrue(message.contains(String.format("U+%04X na posição 4", (int) bad.charAt(3))), message);
    }
    var club = client.post("/api/accounts", Map.of("username", "bia", "password", "cavalo-azul-salta",
        "club", "Clube \u202Eonaicidrap"));
    assertEquals("invalid_club", club.errorCode(), club.body());
    assertTrue(club.json().at("/error/message").asText().contains("O clube ou escola"), club.body());
    var name = client.register("bia\u200B", "cavalo-azul-salta");
    assertEquals("invalid_username", name.errorCode());
    assertTrue(name.json().at("/error/message").asText().contains("U+200B na posição 4"), name.body());

    assertEquals(201, client.post("/api/accounts", Map.of("username", "bia", "password", "cavalo-azul-salta",
        "displayName", "Beatriz Conceição ♞")).status(), "accents and symbols are fine");
    var patch = client.patch("/api/me", Map.of("displayName", "Bia\u2067x"));
    assertEquals(400, patch.status(), patch.body());
    assertEquals("invalid_display_name", patch.errorCode());
  }
}
