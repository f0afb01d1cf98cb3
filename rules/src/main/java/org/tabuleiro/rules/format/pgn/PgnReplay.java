package org.tabuleiro.rules.format.pgn;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.FenException;

/**
 * Plays the main line of each game a {@link PgnReader} reads, from the standard start or the game's
 * {@code SetUp}/{@code FEN} tags, and keeps what a game checker needs: the final position, the number of
 * plies, the result and the first error. Variations are read for their syntax but not played. A bad move
 * stops that game (reported with its line and column); the reader goes on with the next one.
 *
 * <pre>{@code
 * try (PgnReader reader = new PgnReader(in)) {
 *   PgnReplay replay = new PgnReplay(reader, Language.ENGLISH);
 *   while (reader.readGame(replay)) System.out.println(replay.game());
 * }
 * }</pre>
 */
public final class PgnReplay implements PgnVisitor {
  /** One game as replayed: {@code error} is null for a clean game. */
  public record Game(long line, List<PgnTag> tags, Position finalPosition, int plies, String result, String error,
      List<PgnError> warnings) {
    public boolean isClean() {
      return error == null;
    }

    public String tag(String name) {
      for (PgnTag t : tags) if (t.name().equals(name)) return t.value();
      return null;
    }
  }

  private final PgnReader reader;
  private final Language language;

  private long startLine;
  private final List<PgnTag> tags = new ArrayList<>();
  private final List<PgnError> warnings = new ArrayList<>();
  private Position position;
  private int plies;
  private int depth;
  private String marker;
  private String error;
  private Game game;

  public PgnReplay(PgnReader reader, Language language) {
    this.reader = reader;
    this.language = language;
  }

  /** The game read by the last {@code readGame} call. */
  public Game game() {
    return game;
  }

  @Override
  public void beginGame(long line) {
    startLine = line;
    tags.clear();
    warnings.clear();
    position = null;
    plies = 0;
    depth = 0;
    marker = null;
    error = null;
    game = null;
  }

  @Override
  public void tag(String name, String value) {
    tags.add(new PgnTag(name, value));
  }

  @Override
  public void endTags() {
    String fen = null;
    for (PgnTag t : tags) if (t.name().equals("FEN")) fen = t.value();
    if (fen == null) {
      position = Position.initial();
      return;
    }
    try {
      position = Fen.read(fen);
    } catch (FenException e) {
      fail("game at line " + startLine + ": FEN tag: " + e.getMessage());
    }
  }

  @Override
  public void move(String san, int line, int column) {
    if (depth > 0 || position == null) return;
    try {
      Move move = San.parse(position, san, language);
      position = move.isNull() ? position.playNull() : position.play(move);
      plies++;
    } catch (IllegalArgumentException e) {
      fail("line " + line + ", column " + column + ": move " + moveNumber() + " " + e.getMessage());
    }
  }

  private String moveNumber() {
    return position.fullmoveNumber() + (position.sideToMove().isWhite() ? "." : "...");
  }

  @Override
  public void beginVariation() {
    depth++;
  }

  @Override
  public void endVariation() {
    depth--;
  }

  @Override
  public void result(String marker) {
    this.marker = marker;
  }

  /**
   * Syntax the reader could skip (a stray word, an unterminated variation) is a warning, not an error: the
   * moves around it still make a legal game, and real files are full of such noise.
   */
  @Override
  public void error(PgnError e) {
    warnings.add(e);
  }

  @Override
  public void endGame(long endLine) {
    String result = null;
    for (PgnTag t : tags) if (t.name().equals("Result")) result = t.value();
    if (result == null || result.equals("*")) result = marker != null ? marker : (result == null ? "*" : result);
    game = new Game(startLine, List.copyOf(tags), position, plies, result, error, List.copyOf(warnings));
  }

  private void fail(String message) {
    if (error == null) error = message;
    reader.skipRestOfGame();
  }
}
