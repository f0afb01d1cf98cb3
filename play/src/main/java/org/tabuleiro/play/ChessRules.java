package org.tabuleiro.play;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.SanException;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.MoveTextException;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.FenException;
import org.tabuleiro.rules.format.pgn.PgnGame;
import org.tabuleiro.rules.format.pgn.PgnNode;
import org.tabuleiro.rules.format.pgn.PgnTag;
import org.tabuleiro.rules.format.pgn.PgnWriter;

/**
 * Chess for a live game, kept small because a server holds many: the current position, the move codes, the position
 * after the last capture or pawn move, and the repetition keys (FIDE 9.2.2 sameness) of the positions since, which
 * are the only ones that can recur. The positions between are made again from their moves, as values, when the
 * engine asks ({@link #line}); earlier ones when needed (takebacks, export).
 */
final class ChessRules implements GameRules {
  private final Position initial;
  private final Position position;
  private final int[] moves; // internal move codes, one per ply
  private final Position anchor; // the position after the last irreversible move (or the start)
  private final long[] keys; // repetition keys of the positions from the anchor on, the current position last

  private ChessRules(Position initial, Position position, int[] moves, Position anchor, long[] keys) {
    this.initial = initial;
    this.position = position;
    this.moves = moves;
    this.anchor = anchor;
    this.keys = keys;
  }

  private static ChessRules at(Position start) {
    return new ChessRules(start, start, new int[0], start, new long[] {start.repetitionKey()});
  }

  static ChessRules start(String fen) {
    Position p;
    try {
      p = fen == null ? Position.initial() : Fen.read(fen);
    } catch (FenException e) {
      throw new IllegalArgumentException("start position: " + e.getMessage(), e);
    }
    return at(p);
  }

  @Override
  public Color sideToMove() {
    return position.sideToMove();
  }

  @Override
  public int plies() {
    return moves.length;
  }

  @Override
  public GameMove read(String text) throws IllegalMoveException {
    return new GameMove.Chess(parse(text));
  }

  @Override
  public Played play(GameMove move) throws IllegalMoveException {
    if (!(move instanceof GameMove.Chess(Move m))) throw new IllegalMoveException("a draughts move is not a chess move");
    if (m.isNull()) throw new IllegalMoveException("a null move is not a move in a game");
    if (!position.isLegal(m)) throw new IllegalMoveException("illegal move " + m.uci() + " in " + position.fen());
    return new Played(after(m), m.uci());
  }

  private ChessRules after(Move move) {
    Position next = position.play(move);
    int[] m = Arrays.copyOf(moves, moves.length + 1);
    m[moves.length] = move.code();
    if (next.halfmoveClock() == 0) return new ChessRules(initial, next, m, next, new long[] {next.repetitionKey()});
    long[] k = Arrays.copyOf(keys, keys.length + 1);
    k[keys.length] = next.repetitionKey();
    return new ChessRules(initial, next, m, anchor, k);
  }

  /** UCI first (what boards send), then SAN with English letters. Null moves are not moves in a game. */
  private Move parse(String text) throws IllegalMoveException {
    String s = text.strip();
    try {
      Move m = position.parseUci(s);
      if (!m.isNull()) return m;
    } catch (MoveTextException e) {
      if (e.reason() != MoveTextException.Reason.UNREADABLE) throw new IllegalMoveException("illegal move " + s + " in " + position.fen());
    }
    try {
      Move m = position.parseSan(s, Language.ENGLISH);
      if (m.isNull()) throw new IllegalMoveException("a null move is not a move in a game");
      return m;
    } catch (SanException e) {
      throw new IllegalMoveException(e.getMessage());
    }
  }

  @Override
  public Result automaticResult() {
    // FIDE 9.6: a checkmate takes precedence over the endings that come by themselves on the same move.
    boolean noMoves = position.legalMoveCount() == 0;
    if (noMoves && position.isCheck()) {
      return new Result(Outcome.winner(position.sideToMove().opposite()), Termination.CHECKMATE);
    }
    if (position.isInsufficientMaterial()) return new Result(Outcome.DRAW, Termination.DEAD_POSITION);
    if (noMoves) return new Result(Outcome.DRAW, Termination.STALEMATE);
    if (position.halfmoveClock() >= 150) return new Result(Outcome.DRAW, Termination.SEVENTYFIVE_MOVES);
    if (occurrences(position.repetitionKey()) >= 5) return new Result(Outcome.DRAW, Termination.FIVEFOLD_REPETITION);
    return null;
  }

  private int occurrences(long key) {
    int n = 0;
    for (long k : keys) if (k == key) n++;
    return n;
  }

  @Override
  public Termination claimableDraw(String text) {
    if (text == null) {
      if (occurrences(position.repetitionKey()) >= 3) return Termination.THREEFOLD_REPETITION;
      if (position.halfmoveClock() >= 100) return Termination.FIFTY_MOVES;
      return null;
    }
    Move move;
    try {
      move = parse(text);
    } catch (IllegalMoveException e) {
      return null;
    }
    return claimWith(move);
  }

  /** FIDE 9.2.1.1 and 9.3.1: the draw the move would bring about, declared before it is made. */
  private Termination claimWith(Move move) {
    Position next = position.play(move);
    if (next.halfmoveClock() > 0 && occurrences(next.repetitionKey()) >= 2) return Termination.THREEFOLD_REPETITION;
    if (next.halfmoveClock() >= 100) return Termination.FIFTY_MOVES;
    return null;
  }

  @Override
  public boolean canClaimDraw() {
    if (position.legalMoveCount() == 0) return false;
    if (claimableDraw(null) != null) return true;
    // A move can repeat a position only if some position already stands twice; only then look at each move.
    if (position.halfmoveClock() < 99 && !someKeyTwice()) return false;
    for (Move m : position.legalMoves()) {
      if (claimWith(m) != null) return true;
    }
    return false;
  }

  private boolean someKeyTwice() {
    for (int i = 0; i < keys.length; i++) {
      for (int j = i + 1; j < keys.length; j++) {
        if (keys[i] == keys[j]) return true;
      }
    }
    return false;
  }

  @Override
  public boolean canWin(Color color) {
    return !position.hasInsufficientMaterial(color);
  }

  @Override
  public GameRules takeBack(int plies) {
    // The earlier positions are not kept: played again from the start, as typed moves (a rare command).
    ChessRules r = at(initial);
    for (int i = 0; i < moves.length - plies; i++) r = r.after(Move.ofCode(moves[i]));
    return r;
  }

  @Override
  public Line line() {
    List<Move> list = new ArrayList<>(moves.length);
    for (int code : moves) list.add(Move.ofCode(code));
    // Kept as moves, not positions (a position weighs some two hundred times a move code): made again from the anchor, as values.
    List<Position> repeatable = new ArrayList<>(keys.length - 1);
    Position p = anchor;
    for (int i = moves.length - (keys.length - 1); i < moves.length; i++) {
      repeatable.add(p);
      p = p.play(Move.ofCode(moves[i]));
    }
    return new Line.Chess(initial, list, position, repeatable);
  }

  @Override
  public String fen() {
    return position.fen();
  }

  @Override
  public List<String> legalMoves() {
    List<String> list = new ArrayList<>();
    for (Move m : position.legalMoves()) list.add(m.uci());
    return list;
  }

  @Override
  public List<String> moves() {
    List<String> list = new ArrayList<>(moves.length);
    for (int code : moves) list.add(Move.ofCode(code).uci());
    return list;
  }

  @Override
  public String export(List<String[]> tags, List<String> commentsAfterMoves, String result) {
    List<PgnTag> pgnTags = new ArrayList<>();
    for (String[] t : tags) pgnTags.add(new PgnTag(t[0], t[1]));
    pgnTags.add(new PgnTag("Result", result));
    if (!initial.equals(Position.initial())) {
      pgnTags.add(new PgnTag("SetUp", "1"));
      pgnTags.add(new PgnTag("FEN", initial.fen()));
    }
    List<PgnNode> line = new ArrayList<>();
    Position p = initial;
    for (int i = 0; i < moves.length; i++) {
      Move m = Move.ofCode(moves[i]);
      String comment = i < commentsAfterMoves.size() ? commentsAfterMoves.get(i) : null;
      line.add(new PgnNode(San.write(p, m, Language.ENGLISH), List.of(),
          comment == null ? List.of() : List.of(comment), List.of()));
      p = p.play(m);
    }
    return PgnWriter.write(new PgnGame(pgnTags, null, line, result));
  }

  @Override
  public String resultText(Result result) {
    return result == null ? "*" : result.pgn();
  }
}
