package org.tabuleiro.server.account;

import java.util.Optional;
import org.tabuleiro.server.common.Rejection;

/**
 * Length is what makes a password strong (NIST SP 800-63B 5.1.1.2): at least 8 characters, no composition rules.
 * The upper bound only keeps a request from feeding megabytes to the hash function.
 */
public final class PasswordPolicy {
  private PasswordPolicy() {}

  public static final int MIN_LENGTH = 8;
  public static final int MAX_LENGTH = 200;

  public static Optional<Rejection> check(String password, String username) {
    int length = password.codePointCount(0, password.length());
    if (length < MIN_LENGTH) {
      return reject("A senha deve ter pelo menos " + MIN_LENGTH + " caracteres.");
    }
    if (length > MAX_LENGTH) {
      return reject("A senha pode ter no máximo " + MAX_LENGTH + " caracteres.");
    }
    if (password.equalsIgnoreCase(username)) {
      return reject("A senha não pode ser o nome de jogador.");
    }
    return Optional.empty();
  }

  private static Optional<Rejection> reject(String message) {
    return Optional.of(Rejection.invalid("invalid_password", message));
  }
}
