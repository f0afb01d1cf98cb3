package org.tabuleiro.server.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --node NAME} and the Redis settings: a single server by default, a node only on PostgreSQL. */
class ClusterConfigTest {
  private static final String PG = "jdbc:postgresql://127.0.0.1:5432/clube";

  @TempDir Path data;

  private ServerConfig load(Map<String, String> env, String nodeFlag) {
    return new ServerConfigLoader(env).load(new ServerConfigLoader.Flags(data, null, null, null, nodeFlag));
  }

  @Test
  void withNothingSetTheServerIsTheClubsOnlyOneAndNeedsNoRedis() {
    ClusterConfig c = load(Map.of(), null).cluster();
    assertFalse(c.isNode());
    assertNull(c.redisUrl());
    assertEquals(ClusterConfig.SINGLE, c);
  }

  @Test
  void theNodeFlagBeatsTheEnvironmentWhichBeatsTheFile() throws IOException {
    Files.writeString(data.resolve("tabuleiro.properties"), """
        node=from-file
        redis_url=redis://redis.clube:6380
        redis_prefix=clube:
        """);
    var fromFile = load(Map.of("TABULEIRO_DB_URL", PG), null).cluster();
    assertEquals("from-file", fromFile.node());
    assertEquals("redis://redis.clube:6380", fromFile.redisUrl());
    assertEquals("clube:", fromFile.redisPrefix());
    var env = Map.of("TABULEIRO_DB_URL", PG, "TABULEIRO_NODE", "from-env", "TABULEIRO_REDIS_URL", "redis://127.0.0.1:6381");
    assertEquals("from-env", load(env, null).cluster().node());
    assertEquals("redis://127.0.0.1:6381", load(env, null).cluster().redisUrl());
    assertEquals("b", load(env, "b").cluster().node());
  }

  @Test
  void aNodeWithoutARedisUrlUsesTheLoopbacksRedis() {
    var c = load(Map.of("TABULEIRO_DB_URL", PG), "a").cluster();
    assertTrue(c.isNode());
    assertEquals(ClusterConfig.DEFAULT_REDIS_URL, c.redisUrl());
    assertEquals("tabuleiro:", c.redisPrefix());
  }

  @Test
  void aNodeOnH2IsRefusedWithTheReason() {
    var e = assertThrows(ConfigException.class, () -> load(Map.of(), "a"));
    assertTrue(e.getMessage().contains("PostgreSQL") && e.getMessage().contains("TABULEIRO_DB_URL"), e.getMessage());
    var direct = assertThrows(IllegalArgumentException.class, () -> ServerConfig.forTests(
        org.tabuleiro.server.db.DatabaseConfig.h2File(data), data).withCluster(ClusterConfig.node("a",
            ClusterConfig.DEFAULT_REDIS_URL, "t:")));
    assertTrue(direct.getMessage().contains("PostgreSQL"), direct.getMessage());
  }

  @Test
  void badNamesAndUrlsAreReportedByName() {
    var badName = assertThrows(ConfigException.class, () -> load(Map.of("TABULEIRO_DB_URL", PG), "nó um"));
    assertTrue(badName.getMessage().contains("nó um"), badName.getMessage());
    var badUrl = assertThrows(ConfigException.class,
        () -> load(Map.of("TABULEIRO_DB_URL", PG, "TABULEIRO_REDIS_URL", "http://x"), "a"));
    assertTrue(badUrl.getMessage().contains("redis_url"), badUrl.getMessage());
  }
}
