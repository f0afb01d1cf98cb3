package org.tabuleiro.server.account;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    var first = server.client().register("fundador", "palavra-passe-1");
    assertEquals("[\"player\",\"admin\"]", first.json().at("/account/roles").toString());
    var second = server.client().register("socio", "palavra-passe-1");
    assertEquals("[\"player\"]", second.json().at("/account/roles").toString());
  }

  @OnBothDatabases
  void concurrentFirstRegistrationsMakeExactlyOneAdmin(TestServer server) throws Exception {
    List<Callable<String>> tasks = new ArrayList<>();
    for (int i = 0; i < 6; i++) {
      String name = "corrida" + i;
      tasks.add(() -> server.client().register(name, "palavra-passe-1").json().at("/account/roles").toString());
    }
    List<String> roles = new ArrayList<>();
    try (var pool = Executors.newFixedThreadPool(6)) {
      for (Future<String> f : pool.invokeAll(tasks)) roles.add(f.get());
    }
    assertEquals(1, roles.stream().filter(r -> r.contains("admin")).count(), roles.toString());
  }

  @OnBothDatabases
  void aNameTakenInAnyCaseIsRefused(TestServer server) {
    assertEquals(201, server.client().register("Xadrezista", "palavra-passe-1").status());
    var again = server.client().register("xADREZISTA", "palavra-passe-2");
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
      var r = client.register(name, "palavra-passe-1");
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
    var r = server.client().post("/api/accounts", Map.of("username", "nuno", "password", "palavra-passe-1",
        "displayName", "Nuno Gomes", "country", "pt", "club", "GD Dias Ferreira", "birthYear", 2011, "gender", "male"));
    assertEquals(201, r.status(), r.body());
    assertEquals("PT", r.json().at("/account/country").asText());
    assertEquals(2011, r.json().at("/account/birthYear").asInt());
    assertEquals("male", r.json().at("/account/gender").asText());
  }
}
