package org.tabuleiro.rules.format.pdn;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.tabuleiro.rules.draughts.PdnMoves;

/**
 * Streaming PDN reader: one {@link PdnGame} per {@link #next()} call, so files of any size can be read.
 * PDN is PGN's syntax with draughts moves: tag pairs, move numbers ({@code 1.}, {@code 1...}), moves,
 * {@code {comments}} and {@code ;} line comments, {@code (variations)} (skipped), {@code $n} glyphs and
 * a termination marker ({@code 2-0 0-2 1-1}, the chess-style {@code 1-0 0-1 1/2-1/2}, {@code 0-0} or
 * {@code *}). A game ends at its marker, or where the next tag section starts without one.
 *
 * <p>Nothing in the text makes it throw: what cannot be read is recorded in {@link PdnGame#problems()}
 * and skipped. Only failures of the underlying reader surface, as {@link UncheckedIOException}.
 */
public final class PdnReader implements Closeable {
  /** Longest token or tag kept; longer ones are garbage and reported. */
  private static final int MAX_TOKEN = 256;
  /** Longest comment kept; the rest is dropped. */
  private static final int MAX_COMMENT = 1 << 16;
  private static final List<String> RESULTS = List.of("2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0", "*");

  private final Reader in;
  private int peeked = -2; // -2: nothing peeked
  private long line = 1;
  private int column = 0;

  public PdnReader(Reader in) {
    this.in = Objects.requireNonNull(in, "in");
  }

  private int read() {
    int c;
    if (peeked != -2) {
      c = peeked;
      peeked = -2;
    } else {
      try {
        c = in.read();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    if (c == '\n') {
      line++;
      column = 0;
    } else if (c >= 0) {
      column++;
    }
    return c;
  }

  private int peek() {
    if (peeked == -2) {
      try {
        peeked = in.read();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return peeked;
  }

  /** The next game, or null at the end of the input. */
  public PdnGame next() {
    List<PdnTag> tags = new ArrayList<>();
    List<PdnToken> moves = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    String preComment = null;
    long start = -1;
    boolean inMoves = false;
    while (true) {
      int c = peek();
      if (c < 0) break;
      if (c == '\uFEFF' || Character.isWhitespace(c)) {
        read();
        continue;
      }
      if (start < 0) start = line;
      if (c == '%' && column == 0) {
        skipLine(); // PGN/PDN escape line
        continue;
      }
      if (c == '[') {
        if (inMoves) break; // a new game's tags: this game ended without a marker
        readTag(tags, problems);
        continue;
      }
      inMoves = true;
      if (c == '{' || c == ';') {
        String text = c == '{' ? readBraceComment(problems) : readLineComment();
        if (moves.isEmpty()) preComment = preComment == null ? text : preComment + " " + text;
        else moves.set(moves.size() - 1, moves.get(moves.size() - 1).withComment(text));
        continue;
      }
      if (c == '(') {
        skipVariation(problems);
        continue;
      }
      long tokenLine = line;
      int tokenColumn = column + 1;
      String word = readWord();
      if (word.isEmpty()) {
        read();
        problems.add(tokenLine + ":" + tokenColumn + ": unexpected '" + printable(c) + "'");
        continue;
      }
      if (RESULTS.contains(word)) {
        return new PdnGame(start, tags, preComment, moves, word, problems);
      }
      String move = stripMoveNumber(word);
      tokenColumn += word.length() - move.length();
      if (move.isEmpty() || move.charAt(0) == '$') continue; // a move number alone, or a glyph
      if (RESULTS.contains(move)) return new PdnGame(start, tags, preComment, moves, move, problems);
      if (!PdnMoves.isMoveText(move)) {
        problems.add(tokenLine + ":" + tokenColumn + ": cannot read '" + abbreviate(move) + "' as a move");
        continue;
      }
      moves.add(new PdnToken(move, tokenLine, tokenColumn, null));
    }
    if (start < 0) return null;
    return new PdnGame(start, tags, preComment, moves, null, problems);
  }

  private static String stripMoveNumber(String word) {
    int i = 0;
    while (i < word.length() && Character.isDigit(word.charAt(i))) i++;
    if (i == 0 || i == word.length() || word.charAt(i) != '.') return word;
    while (i < word.length() && word.charAt(i) == '.') i++;
    return word.substring(i);
  }

  private String readWord() {
    StringBuilder sb = new StringBuilder();
    while (true) {
      int c = peek();
      if (c < 0 || Character.isWhitespace(c) || "[]{}();".indexOf(c) >= 0) break;
      read();
      if (sb.length() < MAX_TOKEN) sb.append((char) c);
    }
    return sb.toString();
  }

  private void readTag(List<PdnTag> tags, List<String> problems) {
    long at = line;
    int col = column + 1;
    read(); // [
    StringBuilder name = new StringBuilder(), value = new StringBuilder();
    int c;
    while ((c = peek()) >= 0 && c != ']' && c != '"' && c != '\n') {
      read();
      if (!Character.isWhitespace(c) && name.length() < MAX_TOKEN) name.append((char) c);
    }
    boolean quoted = c == '"';
    if (quoted) {
      read();
      while ((c = read()) >= 0 && c != '"' && c != '\n') {
        if (c == '\\' && (peek() == '"' || peek() == '\\')) c = read();
        if (value.length() < MAX_COMMENT) value.append((char) c);
      }
      while ((c = peek()) >= 0 && c != ']' && c != '\n' && c != '[') read();
    }
    if (peek() == ']') {
      read();
    } else {
      problems.add(at + ":" + col + ": tag without its closing ']'");
    }
    if (name.isEmpty() || !quoted) {
      problems.add(at + ":" + col + ": cannot read the tag (expected [Name \"value\"])");
      return;
    }
    tags.add(new PdnTag(name.toString(), value.toString()));
  }

  private String readBraceComment(List<String> problems) {
    long at = line;
    int col = column + 1;
    read(); // {
    StringBuilder sb = new StringBuilder();
    int c;
    while ((c = read()) >= 0 && c != '}') if (sb.length() < MAX_COMMENT) sb.append((char) c);
    if (c < 0) problems.add(at + ":" + col + ": comment not closed before the end of the file");
    return sb.toString().strip().replaceAll("\\s+", " ");
  }

  private String readLineComment() {
    read(); // ;
    StringBuilder sb = new StringBuilder();
    int c;
    while ((c = peek()) >= 0 && c != '\n') {
      read();
      if (sb.length() < MAX_COMMENT) sb.append((char) c);
    }
    return sb.toString().strip();
  }

  private void skipLine() {
    int c;
    while ((c = peek()) >= 0 && c != '\n') read();
  }

  private void skipVariation(List<String> problems) {
    long at = line;
    int col = column + 1;
    int depth = 0;
    int c;
    while ((c = read()) >= 0) {
      if (c == '(') depth++;
      else if (c == ')' && --depth == 0) return;
      else if (c == '{') {
        while ((c = read()) >= 0 && c != '}') {
          // comments inside variations may hold parentheses
        }
      }
    }
    problems.add(at + ":" + col + ": variation not closed before the end of the file");
  }

  private static String printable(int c) {
    return c < 32 ? String.format("\\u%04x", c) : String.valueOf((char) c);
  }

  private static String abbreviate(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
