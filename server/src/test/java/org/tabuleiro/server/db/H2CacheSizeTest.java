package org.tabuleiro.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class H2CacheSizeTest {
  @Test
  void anEighthOfTheHeapBetweenH2sDefaultAndHalfAGibibyte() {
    assertEquals(16 * 1024, DatabaseConfig.h2CacheKiB(64L << 20));       // a small heap keeps H2's 16 MiB
    assertEquals(256 * 1024, DatabaseConfig.h2CacheKiB(2L << 30));       // the server's 2 GiB: 256 MiB
    assertEquals(512 * 1024, DatabaseConfig.h2CacheKiB(16L << 30));      // never above 512 MiB
  }
}
