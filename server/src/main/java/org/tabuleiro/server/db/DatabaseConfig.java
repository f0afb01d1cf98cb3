package org.tabuleiro.server.db;

import java.nio.file.Path;
import java.util.Objects;

/**
 * Where the club's data lives: a JDBC URL with its credentials, and optionally a schema of its own.
 *
 * <p>The schema is for tests that share one PostgreSQL database: each run migrates into a fresh schema and drops
 * it afterwards. Production leaves it null and uses the connection's default schema.
 *
 * @param url JDBC URL, {@code jdbc:h2:...} or {@code jdbc:postgresql://...}
 * @param user may be empty for H2
 * @param password may be empty
 * @param schema null for the default schema
 */
public record DatabaseConfig(String url, String user, String password, String schema) {
  public DatabaseConfig {
    Objects.requireNonNull(url, "url");
    if (!url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:postgresql:")) {
      throw new IllegalArgumentException("only H2 and PostgreSQL are supported, not " + url);
    }
    user = user == null ? "" : user;
    password = password == null ? "" : password;
  }

  /**
   * The zero set-up default: an embedded H2 file database in {@code dataDir/tabuleiro.mv.db}.
   *
   * <p>{@code WRITE_DELAY=0}: H2 otherwise keeps committed changes in the process for up to half a second, and a
   * killed server would lose writes it had already answered. With it, each commit reaches the operating system
   * before it is answered.
   *
   * <p>{@code REUSE_SPACE=FALSE}: every commit is appended at the end of the file. When H2 reuses freed space
   * instead (after its 45 s {@code RETENTION_TIME}), a chunk can land away from where the previous chunk predicted
   * it, and the store header H2 writes then describes the previous chunk, not the new one; after a crash H2 follows
   * the header's chain, stops at the broken link, and opens the database as it was up to 20 commits earlier
   * (H2 2.5.252; {@code KillLoopTest} lost acknowledged moves and accounts that way). Appended at the end, the
   * newest chunk is found from the end of the file. Freed space is given back by {@link H2Compaction}.
   */
  public static DatabaseConfig h2File(Path dataDir) {
    return new DatabaseConfig("jdbc:h2:file:" + dataDir.toAbsolutePath().normalize().resolve("tabuleiro")
        + ";WRITE_DELAY=0;REUSE_SPACE=FALSE;CACHE_SIZE=" + h2CacheKiB(Runtime.getRuntime().maxMemory()), "sa", "", null);
  }

  /**
   * H2's page cache, in KiB: an eighth of the heap, from H2's own 16 MiB up to 512 MiB (256 MiB with the server's
   * 2 GiB heap). The library's indexes are keyed by position hashes, so an import writes all over them; with 16 MiB
   * H2 read and wrote the same pages again and again once a collection outgrew it.
   */
  static int h2CacheKiB(long maxHeapBytes) {
    return (int) Math.max(16 * 1024, Math.min(512 * 1024, maxHeapBytes / 8 / 1024));
  }

  public boolean isH2() {
    return url.startsWith("jdbc:h2:");
  }

  /** The URL without credentials, for logs and messages. */
  public String describe() {
    int query = url.indexOf('?');
    return (query < 0 ? url : url.substring(0, query)) + (schema == null ? "" : " (schema " + schema + ")");
  }
}
