package org.tabuleiro.rules.chess;

/**
 * The piece letters of algebraic notation. English: K Q R B N. Portuguese: R (rei), D (dama), T (torre),
 * B (bispo), C (cavalo). B and R mean different pieces in the two, so the language is always given, never
 * guessed from a move.
 */
public enum Language {
  ENGLISH("PNBRQK"),
  PORTUGUESE("PCBTDR");

  private final String letters;

  Language(String letters) {
    this.letters = letters;
  }

  public char letter(Role role) {
    return letters.charAt(role.ordinal());
  }

  /** The role whose upper-case letter this is (pawn 'P' included), or null. */
  public Role role(char letter) {
    int i = letters.indexOf(letter);
    return i < 0 ? null : Role.values()[i];
  }

  /** "en" / "pt" as the CLI and the web use them. */
  public static Language fromCode(String code) {
    return switch (code.toLowerCase(java.util.Locale.ROOT)) {
      case "en", "english" -> ENGLISH;
      case "pt", "pt-br", "portuguese", "português" -> PORTUGUESE;
      default -> throw new IllegalArgumentException("unknown notation language '" + code + "' (use en or pt)");
    };
  }
}
