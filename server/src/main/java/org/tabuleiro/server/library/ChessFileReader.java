package org.tabuleiro.server.library;

import org.tabuleiro.server.common.RulesText;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.FenException;
import org.tabuleiro.rules.format.pgn.PgnError;
import org.tabuleiro.rules.format.pgn.PgnGameBuilder;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.rules.format.pgn.PgnVisitor;
import org.tabuleiro.rules.format.pgn.PgnWriter;

/**
 * Reads a PGN file game by game with the rules module's {@link PgnReader} (UTF-8 or, line by line, Latin-1): the
 * game's tree (comments, variations, NAGs, clock comments) from {@link PgnGameBuilder}, written back as PGN, and its
 * main line played here, keeping every position's key.
 */
final class ChessFileReader implements GameFileReader, PgnVisitor {
  /**
   * The most characters of comments and moves one game may have (the importer stores none longer): past it the
   * game is refused and the rest of it skipped, so a file of one endless game is read in constant memory.
   */
  static final int MAX_GAME_CHARS = 1_000_000;

  private final PgnReader reader;
  private final PgnGameBuilder builder = new PgnGameBuilder();
  private int number;
  private long startLine;
  private Map<String, String> tags;
  private Position position;
  private int depth;
  private long[] keys = new long[64];
  private int plies;
  private List<String> moves;
  private List<String> sans;
  private String error;
  private long errorLine;
  private long chars;
  private boolean skipping;
  /** Whether the game had any movetext (a move, a comment, a variation, a NAG or a termination marker). */
  private boolean movetext;

  ChessFileReader(InputStream in) {
    this.reader = new PgnReader(in);
  }

  @Override
  public void skipping(boolean on) {
    skipping = on;
  }

  @Override
  public ParsedGame next() {
    if (!reader.readGame(this)) return null;
    if (error == null && !movetext) {
      return new ParsedGame.Refused(number, startLine, "seção de etiquetas sem lances nem resultado (não é uma partida)");
    }
    if (error != null) return new ParsedGame.Refused(number, errorLine, error);
    if (skipping) return new ParsedGame.Playable(number, startLine, tags, "", new long[0], List.of(), List.of(), "*");
    String text = PgnWriter.write(builder.game());
    String result = builder.game().result();
    if (result == null || result.equals("*")) result = tags.getOrDefault("Result", "*");
    long[] k = java.util.Arrays.copyOf(keys, plies + 1);
    return new ParsedGame.Playable(number, startLine, tags, text, k, moves, sans, result);
  }

  @Override
  public void beginGame(long line) {
    builder.beginGame(line);
    number++;
    startLine = line;
    tags = new LinkedHashMap<>();
    position = null;
    depth = 0;
    plies = 0;
    moves = new ArrayList<>();
    sans = new ArrayList<>();
    error = null;
    chars = 0;
    movetext = false;
  }

  /** Counts a game's text; refuses the game once it is longer than {@link #MAX_GAME_CHARS}. */
  private boolean tooLong(int length) {
    chars += length + 1;
    if (chars <= MAX_GAME_CHARS) return false;
    fail(startLine, "o jogo tem mais de " + String.format(java.util.Locale.ROOT, "%,d", MAX_GAME_CHARS).replace(',', '.')
        + " caracteres de lances e comentários; o resto dele foi ignorado");
    return true;
  }

  @Override
  public void tag(String name, String value) {
    builder.tag(name, value);
    tags.putIfAbsent(name, value);
  }

  @Override
  public void endTags() {
    builder.endTags();
    String variant = tags.get("Variant");
    if (variant != null && !isStandard(variant)) {
      fail(startLine, "a variante \"" + variant + "\" não é aceita: a biblioteca guarda só partidas de xadrez "
          + "(etiqueta Variant \"Standard\" ou \"From Position\", ou sem ela)");
      return;
    }
    String fen = tags.get("FEN");
    try {
      position = fen == null ? Position.initial() : Fen.read(fen);
      if (!skipping) keys[0] = PositionKey.of(position);
    } catch (FenException e) {
      fail(startLine, "a etiqueta FEN não é uma posição válida (" + RulesText.fen(e) + ")");
    }
  }

  /** Standard chess by the names PGN files give it (lichess "Standard", "From Position"; "chess", "normal"). */
  static boolean isStandard(String variant) {
    String v = Names.key(variant).replaceAll("[^a-z0-9]", "");
    return switch (v) {
      case "", "standard", "chess", "normal", "fromposition" -> true;
      default -> false;
    };
  }

  @Override
  public void move(String san, int line, int column) {
    movetext = true;
    if (tooLong(san.length())) return;
    builder.move(san, line, column);
    if (depth > 0 || position == null) return;
    Move move;
    try {
      move = San.parse(position, san, Language.ENGLISH);
    } catch (IllegalArgumentException e) {
      // the move as the file wrote it, in quotes (its letters are the file's); why, in Portuguese
      fail(line, "lance " + position.fullmoveNumber() + (position.sideToMove().isWhite() ? ". " : "... ") + "\"" + san
          + "\" (coluna " + column + ") impossível nesta posição: " + RulesText.move(e));
      return;
    }
    if (!skipping) {
      sans.add(move.isNull() ? "--" : San.write(position, move, Language.ENGLISH));
      moves.add(move.isNull() ? "0000" : move.uci());
    }
    position = move.isNull() ? position.playNull() : position.play(move);
    plies++;
    if (skipping) return;
    if (plies + 1 > keys.length) keys = java.util.Arrays.copyOf(keys, keys.length * 2);
    keys[plies] = PositionKey.of(position);
  }

  @Override
  public void nag(int nag) {
    movetext = true;
    builder.nag(nag);
  }

  @Override
  public void comment(String text) {
    movetext = true;
    if (tooLong(text.length())) return;
    builder.comment(text);
  }

  @Override
  public void beginVariation() {
    movetext = true;
    builder.beginVariation();
    depth++;
  }

  @Override
  public void endVariation() {
    builder.endVariation();
    depth--;
  }

  @Override
  public void result(String marker) {
    movetext = true;
    builder.result(marker);
  }

  @Override
  public void endGame(long endLine) {
    builder.endGame(endLine);
  }

  @Override
  public void error(PgnError e) {
    builder.error(e);
  }

  private void fail(long line, String message) {
    if (error != null) return;
    error = message;
    errorLine = line;
    position = null;
    reader.skipRestOfGame();
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
