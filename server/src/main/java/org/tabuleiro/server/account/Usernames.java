package org.tabuleiro.server.account;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.VisibleText;

/** The rules for a new username. Names are compared ignoring case: "Ana" and "ana" are one player. */
public final class Usernames {
  private Usernames() {}

  public static final int MIN_LENGTH = 3;
  public static final int MAX_LENGTH = 20;
  // ASCII only: names appear in URLs, PGN tags and TRF files, and mixed scripts would allow look-alike names.
  private static final Pattern SHAPE = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");

  /** Names that would mislead (staff, the system) or collide with routes; compared in lower case. */
  static final Set<String> RESERVED = Set.of(
      "admin", "administrator", "administrador", "root", "system", "sistema", "tabuleiro", "staff", "equipe",
      "moderator", "moderador", "arbiter", "arbitro", "support", "suporte", "help", "ajuda", "anonymous", "anonimo",
      "guest", "convidado", "api", "www", "me", "null", "undefined", "lichess", "stockfish");

  /** The key that makes names unique: lower case, locale-independent (no Turkish dotless i surprises). */
  public static String lower(String username) {
    return username.toLowerCase(Locale.ROOT);
  }

  /** Empty when {@code username} may be registered (apart from being taken), else why not. */
  public static Optional<Rejection> check(String username) {
    if (username.length() < MIN_LENGTH || username.length() > MAX_LENGTH) {
      return reject("O nome de jogador deve ter de " + MIN_LENGTH + " a " + MAX_LENGTH + " caracteres.");
    }
    Optional<String> hidden = VisibleText.firstHidden(username);
    if (hidden.isPresent()) return reject(ProfileRules.hiddenMessage("O nome de jogador", hidden.get()));
    if (!SHAPE.matcher(username).matches()) {
      return reject("O nome de jogador começa por uma letra e só tem letras sem acento, algarismos, _ ou -.");
    }
    if (RESERVED.contains(lower(username)) || isComputerName(username)) {
      return Optional.of(Rejection.invalid("username_reserved", "O nome \"" + username + "\" está reservado."));
    }
    return Optional.empty();
  }

  /** The computer opponents' accounts are named {@code Computador-N}; no player may take a name like theirs. */
  public static boolean isComputerName(String username) {
    String lower = lower(username);
    return lower.startsWith("computador") || lower.startsWith("computer");
  }

  private static Optional<Rejection> reject(String message) {
    return Optional.of(Rejection.invalid("invalid_username", message));
  }
}
