package org.tabuleiro.play;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.MoveTextException;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.rules.draughts.DraughtsGame;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.DraughtsStatus;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.rules.format.pdn.PdnTag;
import org.tabuleiro.rules.format.pdn.PdnWriter;

/** Draughts for a live game: the rules module's {@link DraughtsGame}, whose draw rules need no claim. */
final class DraughtsRules implements GameRules {
  private final DraughtsPosition initial;
  private final DraughtsGame game;

  private DraughtsRules(DraughtsPosition initial, DraughtsGame game) {
    this.initial = initial;
    this.game = game;
  }

  static DraughtsRules start(Variant variant, String fen) {
    DraughtsPosition p = fen == null ? DraughtsPosition.initial(variant) : PdnFen.read(fen, variant);
    return new DraughtsRules(p, DraughtsGame.start(p));
  }

  @Override
  public Color sideToMove() {
    return game.position().sideToMove();
  }

  @Override
  public int plies() {
    return game.plies();
  }

  @Override
  public GameMove read(String text) throws IllegalMoveException {
    try {
      return new GameMove.Draughts(game.position().parseMove(text));
    } catch (MoveTextException e) {
      throw new IllegalMoveException(e.getMessage());
    }
  }

  @Override
  public Played play(GameMove move) throws IllegalMoveException {
    if (!(move instanceof GameMove.Draughts(DraughtsMove given))) {
      throw new IllegalMoveException("a chess move is not a draughts move");
    }
    DraughtsPosition p = game.position();
    for (DraughtsMove m : p.legalMoves()) {
      // The position's own move (same from, to and captures): the notation written is the one the rules give it.
      if (m.sameAs(given)) return new Played(new DraughtsRules(initial, game.play(m)), PdnMoves.write(p, m));
    }
    throw new IllegalMoveException("illegal move " + given.pathNotation() + " in " + p.fen());
  }

  @Override
  public Result automaticResult() {
    DraughtsStatus s = game.status();
    return switch (s) {
      case ONGOING, AGREEMENT -> null;
      case NO_LEGAL_MOVE -> new Result(Outcome.winner(sideToMove().opposite()), Termination.NO_LEGAL_MOVE);
      case REPETITION -> new Result(Outcome.DRAW, Termination.REPETITION);
      case KING_MOVES -> new Result(Outcome.DRAW, Termination.KING_MOVES);
      case SHORT_ENDGAME -> new Result(Outcome.DRAW, Termination.SHORT_ENDGAME);
    };
  }

  @Override
  public Termination claimableDraw(String move) {
    return null;
  }

  @Override
  public boolean canClaimDraw() {
    return false;
  }

  @Override
  public boolean canWin(Color color) {
    return true; // draughts: a flag fall always loses
  }

  @Override
  public GameRules takeBack(int plies) {
    return new DraughtsRules(initial, game.before(plies));
  }

  @Override
  public Line line() {
    return new Line.Draughts(initial, game);
  }

  @Override
  public String fen() {
    return game.position().fen();
  }

  @Override
  public List<String> legalMoves() {
    List<String> list = new ArrayList<>();
    DraughtsPosition p = game.position();
    for (DraughtsMove m : p.legalMoves()) list.add(PdnMoves.write(p, m));
    return list;
  }

  @Override
  public List<String> moves() {
    List<String> list = new ArrayList<>();
    DraughtsPosition p = initial;
    for (DraughtsMove m : game.moves()) {
      list.add(PdnMoves.write(p, m));
      p = p.play(m);
    }
    return list;
  }

  @Override
  public String export(List<String[]> tags, List<String> commentsAfterMoves, String result) {
    List<PdnTag> pdnTags = new ArrayList<>();
    for (String[] t : tags) pdnTags.add(new PdnTag(t[0], t[1]));
    pdnTags.add(new PdnTag("Result", result));
    return PdnWriter.write(pdnTags, initial, game.moves(), commentsAfterMoves, result);
  }

  @Override
  public String resultText(Result result) {
    return result == null ? "*" : result.pdn();
  }
}
