package org.tabuleiro.server.auth;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/** Random tokens for session cookies and CSRF headers, and the hash under which a session is stored. */
final class SessionTokens {
  private SessionTokens() {}

  private static final SecureRandom RANDOM = new SecureRandom();

  /** 256 random bits, URL-safe (43 characters): safe in a cookie or a header as it is. */
  static String newToken() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** SHA-256 in hex. A fast hash is right here: the token has 256 random bits, nothing to guess at leisure. */
  static String hash(String token) {
    try {
      byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JDK has SHA-256", e);
    }
  }

  /** Compares in time independent of where the strings differ, so a token cannot be found byte by byte. */
  static boolean same(String a, String b) {
    if (a == null || b == null) return false;
    return MessageDigest.isEqual(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
  }
}
