package org.tabuleiro.server.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ServerConfigLoaderTest {
  @TempDir Path data;

  @Test
  void withNothingSetTheServerUsesAnH2FileInTheDataFolder() {
    ServerConfig c = new ServerConfigLoader(Map.of()).load(new ServerConfigLoader.Flags(data, null, null, null));
    assertEquals(8080, c.port());
    assertEquals("localhost", c.host());
    assertTrue(c.database().isH2());
    assertEquals("jdbc:h2:file:" + data.toAbsolutePath().resolve("tabuleiro") + ";WRITE_DELAY=0;REUSE_SPACE=FALSE"
        + ";CACHE_SIZE=" + Math.max(16 * 1024, Math.min(512 * 1024, Runtime.getRuntime().maxMemory() / 8 / 1024)),
        c.database().url());
  }

  @Test
  void flagsBeatTheEnvironmentWhichBeatsTheFile() throws IOException {
    Files.writeString(data.resolve("tabuleiro.properties"), """
        port=9000
        https=true
        db.url=jdbc:postgresql://db.example/club
        db.user=from_file
        """);
    var env = Map.of("TABULEIRO_DB_URL", "jdbc:postgresql://127.0.0.1:5432/clube", "TABULEIRO_PORT", "9100");
    ServerConfig c = new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, null, null));
    assertEquals(9100, c.port());
    assertTrue(c.https());
    assertEquals("jdbc:postgresql://127.0.0.1:5432/clube", c.database().url());
    assertEquals("from_file", c.database().user());
    assertEquals(7000, new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, 7000, null)).port());
  }

  @Test
  void badValuesAreReportedByName() {
    var loader = new ServerConfigLoader(Map.of("TABULEIRO_PORT", "oitenta"));
    var e = assertThrows(ConfigException.class, () -> loader.load(new ServerConfigLoader.Flags(data, null, null, null)));
    assertTrue(e.getMessage().contains("oitenta"), e.getMessage());
    var mysql = new ServerConfigLoader(Map.of("TABULEIRO_DB_URL", "jdbc:mysql://x/y"));
    assertThrows(ConfigException.class, () -> mysql.load(new ServerConfigLoader.Flags(data, null, null, null)));
    assertThrows(ConfigException.class, () -> new ServerConfigLoader(Map.of())
        .load(new ServerConfigLoader.Flags(data, null, null, data.resolve("missing.properties"))));
  }

  @Test
  void theTuningIsReadFromAJvmPropertyThenTheEnvironmentThenTheFile() throws IOException {
    Tuning defaults = new ServerConfigLoader(Map.of()).load(new ServerConfigLoader.Flags(data, null, null, null)).tuning();
    assertEquals(Tuning.DEFAULT.withComputerPace(defaults.computerPace()), defaults,
        "nothing set: the defaults (the pace aside, which the build's JVM property sets)");
    Files.writeString(data.resolve("tabuleiro.properties"), """
        first_move_seconds=90
        chat_room_lines=7
        journal_flush_seconds=0.5
        h2_compact_min_growth_mib=0.5
        """);
    var env = Map.of("TABULEIRO_CHAT_ROOM_LINES", "8", "TABULEIRO_ABANDONMENT_SECONDS", "120");
    Tuning t = new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, null, null)).tuning();
    assertEquals(java.time.Duration.ofSeconds(90), t.firstMove());
    assertEquals(java.time.Duration.ofSeconds(120), t.abandonment());
    assertEquals(8, t.chatRoomLines(), "the environment beats the file");
    assertEquals(java.time.Duration.ofMillis(500), t.journalFlush());
    assertEquals(512 * 1024, t.h2CompactMinGrowthBytes());
    System.setProperty("tabuleiro.chat.roomLines", "9");
    try {
      assertEquals(9, new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, null, null)).tuning()
          .chatRoomLines(), "a JVM property beats the environment");
    } finally {
      System.clearProperty("tabuleiro.chat.roomLines");
    }
    var bad = new ServerConfigLoader(Map.of("TABULEIRO_CHAT_ACCOUNT_SECONDS", "meio minuto"));
    var e = assertThrows(ConfigException.class, () -> bad.load(new ServerConfigLoader.Flags(data, null, null, null)));
    assertTrue(e.getMessage().contains("chat_account_seconds") && e.getMessage().contains("meio minuto"),
        e.getMessage());
  }

  @Test
  void socketLimitsAndAReverseProxysOriginsAreRead() throws IOException {
    ServerConfig defaults = new ServerConfigLoader(Map.of()).load(new ServerConfigLoader.Flags(data, null, null, null));
    assertEquals(new SocketLimits(1_000, 2_000), defaults.socketLimits());
    assertEquals(java.util.List.of(), defaults.allowedOrigins());

    Files.writeString(data.resolve("tabuleiro.properties"), "sockets_per_address=3000\n");
    var env = Map.of("TABULEIRO_ALLOWED_ORIGINS", " https://Xadrez.Clube.pt:443 , http://192.168.1.10:8080 ");
    ServerConfig c = new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, null, null));
    assertEquals(new SocketLimits(3_000, 6_000), c.socketLimits(), "connections: twice the sockets unless set");
    assertEquals(java.util.List.of("https://xadrez.clube.pt", "http://192.168.1.10:8080"), c.allowedOrigins());
  }

  @Test
  void aBadOriginOrLimitIsReportedByName() {
    for (var env : java.util.List.of(Map.of("TABULEIRO_ALLOWED_ORIGINS", "https://clube.pt/jogar"),
        Map.of("TABULEIRO_ALLOWED_ORIGINS", "clube.pt"), Map.of("TABULEIRO_SOCKETS_PER_ADDRESS", "0"),
        Map.of("TABULEIRO_SOCKETS_PER_ADDRESS", "100", "TABULEIRO_CONNECTIONS_PER_ADDRESS", "50"))) {
      var e = assertThrows(ConfigException.class,
          () -> new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, null, null)));
      String value = env.values().iterator().next();
      assertTrue(e.getMessage().contains("origin") || e.getMessage().contains("per address")
          || e.getMessage().contains("per_address"), e.getMessage());
      assertTrue(env.size() > 1 || e.getMessage().contains(value.strip()), e.getMessage());
    }
  }
}
