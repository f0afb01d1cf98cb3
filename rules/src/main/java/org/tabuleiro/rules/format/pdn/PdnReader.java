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
 * <p>Memory: the reader holds one game, and with a limit ({@link #PdnReader(Reader, int)}) at most that many of
 * its characters; past it the game is {@link PdnGame#tooLong()} and read on to its end keeping nothing, so a file
 * of one endless game, or of one endless line, is read in bounded memory. Tokens, tags and comments are cut at
 * fixed lengths whatever the limit.
 *
 * <p>Nothing in the text makes it throw: what cannot be read is recorded in {@link PdnGame#problems()}
 * and skipped. Only failures of the underlying reader surface, as {@link UncheckedIOException}.
 */
public final class PdnReader implements Closeable {
  /** Longest token or tag kept; longer ones are garbage and reported. */
  private static final int MAX_TOKEN = 256;
  /** Longest comment kept; the rest is dropped. */
  private static final int MAX_COMMENT = 1 << 16;
  /** Problems kept per game: a game of noise must not fill the memory with their messages. */
  private static final int MAX_PROBLEMS = 100;
  private static final java.util.regex.Pattern WHITE_SPACE = java.util.regex.Pattern.compile("\\s+");
  private static final List<String> RESULTS = List.of("2-0", "0-2", "1-1", "1-0", "0-1", "1/2-1/2", "0-0", "*");

  private final Reader in;
  private final int maxGameChars;
  private final char[] buf = new char[1 << 13];
  private int pos;
  private int limit;
  private boolean eof;
  private long line = 1;
  private int column = 0;

  // The game being read.
  private List<PdnTag> tags;
  private List<PdnToken> moves;
  private List<String> problems;
  private StringBuilder preComment;
  /** Comments after the last move, joined once when the next move comes (a run of them must not be quadratic). */
  private StringBuilder afterMove;
  private StringBuilder text;
  private boolean recording;
  private long chars;
  private boolean tooLong;
  private final StringBuilder word = new StringBuilder(MAX_TOKEN);
  private final StringBuilder comment = new StringBuilder();

  /** A reader that keeps each game whole, however long. */
  public PdnReader(Reader in) {
    this(in, Integer.MAX_VALUE);
  }

  /**
   * A reader that keeps at most {@code maxGameChars} characters of a game (from its first character that is not
   * white space to its marker): a longer game is returned {@link PdnGame#tooLong()}.
   */
  public PdnReader(Reader in, int maxGameChars) {
    this.in = Objects.requireNonNull(in, "in");
    if (maxGameChars < 1) throw new IllegalArgumentException("maxGameChars must be positive: " + maxGameChars);
    this.maxGameChars = maxGameChars;
  }

  private int peek() {
    if (pos < limit) return buf[pos];
    if (eof) return -1;
    try {
      int n;
      do {
        n = in.read(buf, 0, buf.length);
      } while (n == 0);
      if (n < 0) {
        eof = true;
        return -1;
      }
      pos = 0;
      limit = n;
      return buf[0];
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private int read() {
    int c = peek();
    if (c >= 0) consume(pos + 1);
    return c;
  }

  /**
   * Consumes {@code buf[pos, to)}: counts its lines and columns and adds it to the game's text. The bulk readers
   * (comments, words) scan the buffer and consume a run at once, which keeps a file of one endless game quick to
   * skip.
   */
  private void consume(int to) {
    int from = pos;
    pos = to;
    if (!recording) {
      advance(from, to);
      return;
    }
    int n = to - from;
    if (tooLong) {
      advance(from, to);
      chars += n;
    } else if (chars + n <= maxGameChars) {
      advance(from, to);
      text.append(buf, from, n);
      chars += n;
    } else {
      int keep = (int) (maxGameChars - chars);
      text.append(buf, from, keep);
      advance(from, from + keep + 1);   // to the first character past the limit, where the problem is
      chars += n;
      overLong();
      advance(from + keep + 1, to);
    }
  }

  /** Counts lines and columns over {@code buf[from, to)}: column is that of the last character consumed. */
  private void advance(int from, int to) {
    for (int i = from; i < to; i++) {
      if (buf[i] == '\n') {
        line++;
        column = 0;
      } else {
        column++;
      }
    }
  }

  private void overLong() {
    tooLong = true;
    problems.add(0, line + ":" + column + ": the game is longer than " + maxGameChars
        + " characters; the rest of it was skipped");
    moves = new ArrayList<>();
    text = null;
    preComment = null;
    afterMove = null;
  }

  /** The next game, or null at the end of the input. */
  public PdnGame next() {
    tags = new ArrayList<>();
    moves = new ArrayList<>();
    problems = new ArrayList<>();
    preComment = null;
    afterMove = null;
    text = new StringBuilder(256);
    recording = false;
    chars = 0;
    tooLong = false;
    long start = -1;
    boolean inMoves = false;
    String result = null;
    while (true) {
      int c = peek();
      if (c < 0) break;
      if (c == '\uFEFF' || Character.isWhitespace(c)) {
        read();
        continue;
      }
      if (start < 0) {
        start = line;
        recording = true;
      }
      if (c == '%' && column == 0) {
        skipLine(); // PGN/PDN escape line
        continue;
      }
      if (c == '[') {
        if (inMoves) break; // a new game's tags: this game ended without a marker
        readTag();
        continue;
      }
      inMoves = true;
      if (c == '{' || c == ';') {
        String comment = c == '{' ? readBraceComment() : readLineComment();
        if (!tooLong) addComment(comment);
        continue;
      }
      if (c == '(') {
        skipVariation();
        continue;
      }
      long tokenLine = line;
      int tokenColumn = column + 1;
      String word = readWord();
      if (word.isEmpty()) {
        read();
        problem(tokenLine + ":" + tokenColumn + ": unexpected '" + printable(c) + "'");
        continue;
      }
      if (RESULTS.contains(word)) {
        result = word;
        break;
      }
      String move = stripMoveNumber(word);
      tokenColumn += word.length() - move.length();
      if (move.isEmpty() || move.charAt(0) == '$') continue; // a move number alone, or a glyph
      if (RESULTS.contains(move)) {
        result = move;
        break;
      }
      if (tooLong) continue;
      if (!PdnMoves.isMoveText(move)) {
        problem(tokenLine + ":" + tokenColumn + ": cannot read '" + abbreviate(move) + "' as a move");
        continue;
      }
      if (!tooLong) {
        endMove();
        moves.add(new PdnToken(move, tokenLine, tokenColumn, null));
      }
    }
    recording = false;
    if (start < 0) return null;
    if (tooLong) return new PdnGame(start, tags, null, List.of(), result, problems, "", true);
    endMove();
    return new PdnGame(start, tags, preComment == null ? null : preComment.toString(), moves, result, problems,
        text.toString().stripTrailing(), false);
  }

  private void addComment(String comment) {
    if (moves.isEmpty()) {
      if (preComment == null) preComment = new StringBuilder(comment);
      else preComment.append(' ').append(comment);
    } else {
      if (afterMove == null) afterMove = new StringBuilder(comment);
      else afterMove.append(' ').append(comment);
    }
  }

  /** Gives the last move the comments that followed it. */
  private void endMove() {
    if (afterMove == null) return;
    int last = moves.size() - 1;
    moves.set(last, moves.get(last).withComment(afterMove.toString()));
    afterMove = null;
  }

  private void problem(String message) {
    if (problems.size() < MAX_PROBLEMS && !tooLong) problems.add(message);
  }

  private static String stripMoveNumber(String word) {
    int i = 0;
    while (i < word.length() && Character.isDigit(word.charAt(i))) i++;
    if (i == 0 || i == word.length() || word.charAt(i) != '.') return word;
    while (i < word.length() && word.charAt(i) == '.') i++;
    return word.substring(i);
  }

  private String readWord() {
    StringBuilder sb = word;
    sb.setLength(0);
    while (peek() >= 0) {
      int i = pos;
      while (i < limit && !endsWord(buf[i])) i++;
      keep(sb, MAX_TOKEN, i, true);   // a skipped game still ends at its marker
      if (i < limit) break;
    }
    return sb.toString();
  }

  private static boolean endsWord(char c) {
    return switch (c) {
      case '[', ']', '{', '}', '(', ')', ';' -> true;
      default -> Character.isWhitespace(c);
    };
  }

  private void readTag() {
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
      problem(at + ":" + col + ": tag without its closing ']'");
    }
    if (name.isEmpty() || !quoted) {
      problem(at + ":" + col + ": cannot read the tag (expected [Name \"value\"])");
      return;
    }
    if (!tooLong) tags.add(new PdnTag(name.toString(), value.toString()));
  }

  private String readBraceComment() {
    long at = line;
    int col = column + 1;
    read(); // {
    StringBuilder sb = comment;
    sb.setLength(0);
    boolean closed = false;
    while (peek() >= 0) {
      int i = pos;
      while (i < limit && buf[i] != '}') i++;
      keep(sb, MAX_COMMENT, i);
      if (i < limit) {
        read(); // }
        closed = true;
        break;
      }
    }
    if (!closed) problem(at + ":" + col + ": comment not closed before the end of the file");
    return tooLong ? "" : WHITE_SPACE.matcher(sb.toString().strip()).replaceAll(" ");
  }

  /** Consumes {@code buf[pos, to)}, keeping what fits of it in {@code sb} (nothing once the game is too long). */
  private void keep(StringBuilder sb, int max, int to) {
    keep(sb, max, to, false);
  }

  private void keep(StringBuilder sb, int max, int to, boolean evenTooLong) {
    int room = tooLong && !evenTooLong ? 0 : Math.min(max - sb.length(), to - pos);
    if (room > 0) sb.append(buf, pos, room);
    consume(to);
  }

  private String readLineComment() {
    read(); // ;
    StringBuilder sb = comment;
    sb.setLength(0);
    while (peek() >= 0) {
      int i = pos;
      while (i < limit && buf[i] != '\n') i++;
      keep(sb, MAX_COMMENT, i);
      if (i < limit) break;
    }
    return tooLong ? "" : sb.toString().strip();
  }

  private void skipLine() {
    while (peek() >= 0) {
      int i = pos;
      while (i < limit && buf[i] != '\n') i++;
      consume(i);
      if (i < limit) break;
    }
  }

  private void skipVariation() {
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
    problem(at + ":" + col + ": variation not closed before the end of the file");
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
