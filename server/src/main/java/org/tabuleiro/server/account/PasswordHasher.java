package org.tabuleiro.server.account;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id, with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): tens of milliseconds per login on a
 * small host, which is cheap for a player and slow for an offline attack. Parameters are written into each hash (the
 * PHC string format), so they can be raised later without invalidating old hashes.
 *
 * <p>Bouncy Castle's implementation: it allocates the 19 MiB once per hash, where the one used before (password4j,
 * whose hashes this one reads) allocated about 100 MB, and the collector's pauses during a burst of sign-ups stopped
 * every live game with it.
 */
public final class PasswordHasher {
  private static final int MEMORY_KIB = 19 * 1024;
  private static final int ITERATIONS = 2;
  private static final int PARALLELISM = 1;
  private static final int HASH_BYTES = 32;
  private static final int SALT_BYTES = 16;
  private static final Pattern PHC = Pattern.compile(
      "\\$argon2id\\$v=19\\$m=(\\d{1,7}),t=(\\d{1,3}),p=(\\d{1,2})\\$([A-Za-z0-9+/]+)\\$([A-Za-z0-9+/]+)");
  private static final Base64.Encoder B64 = Base64.getEncoder().withoutPadding();
  private static final Base64.Decoder B64_IN = Base64.getDecoder();

  private final SecureRandom random = new SecureRandom();
  // Checked against when the username is unknown, so that "no such player" takes as long as "wrong password".
  private final String decoy = hash("decoy password, never a real one");

  /** A PHC string: {@code $argon2id$v=19$m=19456,t=2,p=1$salt$hash}, salt and hash in Base64 without padding. */
  public String hash(String password) {
    byte[] salt = new byte[SALT_BYTES];
    random.nextBytes(salt);
    byte[] hash = argon2(password, salt, MEMORY_KIB, ITERATIONS, PARALLELISM, HASH_BYTES);
    return "$argon2id$v=19$m=" + MEMORY_KIB + ",t=" + ITERATIONS + ",p=" + PARALLELISM + "$" + B64.encodeToString(salt)
        + "$" + B64.encodeToString(hash);
  }

  /** Whether {@code password} is the one {@code storedHash} was made from; false for a string not of our format. */
  public boolean matches(String password, String storedHash) {
    Matcher phc = PHC.matcher(storedHash);
    if (!phc.matches()) return false;
    byte[] salt = B64_IN.decode(phc.group(4));
    byte[] expected = B64_IN.decode(phc.group(5));
    byte[] actual = argon2(password, salt, Integer.parseInt(phc.group(1)), Integer.parseInt(phc.group(2)),
        Integer.parseInt(phc.group(3)), expected.length);
    return MessageDigest.isEqual(expected, actual);
  }

  /** Spends the time of one check and says no. */
  public boolean matchesNothing(String password) {
    matches(password, decoy);
    return false;
  }

  private static byte[] argon2(String password, byte[] salt, int memoryKib, int iterations, int lanes, int length) {
    var parameters = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
        .withVersion(Argon2Parameters.ARGON2_VERSION_13)
        .withMemoryAsKB(memoryKib)
        .withIterations(iterations)
        .withParallelism(lanes)
        .withSalt(salt)
        .build();
    var generator = new Argon2BytesGenerator();
    generator.init(parameters);
    byte[] out = new byte[length];
    generator.generateBytes(password.getBytes(StandardCharsets.UTF_8), out);
    return out;
  }
}
