package org.tabuleiro.server.library;

import java.util.List;
import java.util.Map;

/** One game read from an uploaded file: either playable (with every main-line position) or refused. */
sealed interface ParsedGame {
  /** 1-based number of the game in the file, and the line where it starts. */
  int number();

  long line();

  /**
   * A game whose main line was played to its end. {@code keys[i]} is the position before ply i+1 ({@code keys}
   * has one more entry than {@code moves}); {@code moves} in UCI (chess) or PDN notation (draughts).
   */
  record Playable(int number, long line, Map<String, String> tags, String text, long[] keys, List<String> moves,
      List<String> sans, String result) implements ParsedGame {}

  /** A game that could not be played: {@code line} is where the problem is. */
  record Refused(int number, long line, String message) implements ParsedGame {}
}
