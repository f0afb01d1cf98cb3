package org.tabuleiro.server.library;

import java.util.List;

/** Games the analysis tests review. */
public final class LibraryAnalysisTestGames {
  /** Brazilian draughts: 4. 23-18?? (ply 7) gives a man and more (14x23 27x18 leaves White about two men down). */
  public static final List<String> BLUNDER_GAME = List.of("24-19", "9-14", "22-18", "11-16", "18x9", "5x14", "23-18", "14x23", "27x18");

  private LibraryAnalysisTestGames() {}
}
