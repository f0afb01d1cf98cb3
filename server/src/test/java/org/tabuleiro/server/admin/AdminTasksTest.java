package org.tabuleiro.server.admin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class AdminTasksTest {
  @OnBothDatabases
  void anAdminTaskGrantsARoleThatTheRunningServerShows(TestServer server) {
    server.client().register("admin1", "lua-azul-salta-1");
    server.client().register("arbitra", "lua-azul-salta-1");
    // The same database as the running server: PostgreSQL always, H2 in memory within one JVM.
    try (AdminTasks admin = AdminTasks.open(server.database())) {
      assertInstanceOf(Result.Ok.class, admin.grant("ARBITRA", Role.ARBITER));
      var missing = admin.grant("fantasma", Role.ARBITER);
      assertEquals("player_not_found", ((Result.Rejected<Account>) missing).rejection().code());
    }
    var roles = server.client().get("/api/players/arbitra").json().get("roles");
    assertEquals(List.of("player", "arbiter"), List.of(roles.get(0).asText(), roles.get(1).asText()));

    try (AdminTasks admin = AdminTasks.open(server.database())) {
      assertInstanceOf(Result.Ok.class, admin.revoke("arbitra", Role.ARBITER));
      assertInstanceOf(Result.Rejected.class, admin.revoke("arbitra", Role.PLAYER));
    }
    assertEquals("[\"player\"]", server.client().get("/api/players/arbitra").json().get("roles").toString());
  }
}
