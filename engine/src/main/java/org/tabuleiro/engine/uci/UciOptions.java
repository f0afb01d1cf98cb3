package org.tabuleiro.engine.uci;

import java.util.List;
import java.util.Locale;
import org.tabuleiro.engine.chess.ChessLevel;
import org.tabuleiro.engine.chess.Search;

/**
 * The engine's UCI options: their {@code option ...} declarations and {@code setoption} values. Names are
 * matched ignoring case, as the protocol asks. Out-of-range numbers are refused with the allowed range.
 */
final class UciOptions {
  private static final int MAX_HASH_MB = 2_048;

  private int hashMegabytes = Search.DEFAULT_HASH_MB;
  private int moveOverheadMillis = 30;
  private int level = 8;
  private boolean limitStrength;
  private int elo = ChessLevel.MAX_ELO;
  private boolean ponder;

  List<String> declarations() {
    return List.of(
        "option name Hash type spin default " + Search.DEFAULT_HASH_MB + " min 1 max " + MAX_HASH_MB,
        "option name Threads type spin default 1 min 1 max 1",
        "option name Move Overhead type spin default 30 min 0 max 5000",
        "option name Level type spin default 8 min 1 max 8",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default " + ChessLevel.MAX_ELO + " min " + ChessLevel.MIN_ELO + " max " + ChessLevel.MAX_ELO,
        "option name Ponder type check default false");
  }

  /** Applies {@code setoption name NAME [value VALUE]}. */
  void set(String line) {
    String rest = line.substring("setoption".length()).strip();
    if (!rest.startsWith("name ")) throw new UciException("setoption needs 'name NAME [value VALUE]'");
    rest = rest.substring(5);
    int at = rest.indexOf(" value ");
    String name = (at < 0 ? rest : rest.substring(0, at)).strip().toLowerCase(Locale.ROOT);
    String value = at < 0 ? "" : rest.substring(at + 7).strip();
    switch (name) {
      case "hash" -> hashMegabytes = spin(name, value, 1, MAX_HASH_MB);
      case "threads" -> spin(name, value, 1, 1);
      case "move overhead" -> moveOverheadMillis = spin(name, value, 0, 5_000);
      case "level" -> level = spin(name, value, 1, 8);
      case "uci_limitstrength" -> limitStrength = check(name, value);
      case "uci_elo" -> elo = spin(name, value, ChessLevel.MIN_ELO, ChessLevel.MAX_ELO);
      case "ponder" -> ponder = check(name, value);
      default -> throw new UciException("setoption: no option named '" + name + "'");
    }
  }

  private static int spin(String name, String value, int min, int max) {
    try {
      int v = Integer.parseInt(value);
      if (v < min || v > max) throw new UciException("setoption " + name + ": " + v + " is outside " + min + ".." + max);
      return v;
    } catch (NumberFormatException e) {
      throw new UciException("setoption " + name + ": '" + value + "' is not a whole number");
    }
  }

  private static boolean check(String name, String value) {
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw new UciException("setoption " + name + ": '" + value + "' is not true or false");
    };
  }

  int hashMegabytes() {
    return hashMegabytes;
  }

  int moveOverheadMillis() {
    return moveOverheadMillis;
  }

  boolean ponder() {
    return ponder;
  }

  /** The level to play: from UCI_Elo when UCI_LimitStrength is on, else the Level option. */
  ChessLevel level() {
    return limitStrength ? ChessLevel.forElo(elo) : ChessLevel.of(level);
  }
}
