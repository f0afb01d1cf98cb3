package org.tabuleiro.server.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** The private PostgreSQL a test may stop and kill: it stops, refuses, starts again on its port, keeps its rows. */
class PrivatePostgresTest {
  @Test
  void stopsAndStartsAgainWithItsData() throws Exception {
    try (var pg = PrivatePostgres.running()) {
      assertTrue(pg.isRunning());
      assertTrue(pg.port() != 5432, "never the machine's shared PostgreSQL");
      try (Connection c = connect(pg)) {
        c.createStatement().execute("CREATE TABLE kept (n int)");
        c.createStatement().execute("INSERT INTO kept VALUES (7)");
      }
      Connection open = connect(pg);
      pg.stop();
      assertFalse(pg.isRunning());
      SQLException ended = assertThrows(SQLException.class, () -> open.createStatement().execute("SELECT 1"));
      assertTrue(ended.getSQLState().startsWith("08") || ended.getSQLState().startsWith("57P"), ended.getSQLState());
      assertThrows(SQLException.class, () -> connect(pg), "refused while stopped");

      pg.start();
      assertEquals(7, count(pg));
      pg.kill();
      assertFalse(pg.isRunning());
      pg.start();
      assertEquals(7, count(pg), "an immediate shutdown loses no committed row");
      pg.close();
      assertFalse(pg.isRunning(), "closed: nothing on port " + pg.port());
    }
  }

  private static int count(PrivatePostgres pg) throws SQLException {
    try (Connection c = connect(pg); ResultSet rs = c.createStatement().executeQuery("SELECT n FROM kept")) {
      rs.next();
      return rs.getInt(1);
    }
  }

  private static Connection connect(PrivatePostgres pg) throws SQLException {
    return DriverManager.getConnection(pg.url(), "postgres", "");
  }
}
