package org.tabuleiro.engine.draughts;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsGame;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.DraughtsStatus;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.engine.match.MatchScore;

/**
 * An in-process match between two players. Games start from {@link DraughtsOpenings}, each opening played
 * twice with the colours swapped, and end by the rules ({@link DraughtsGame#status()}: the side to move
 * without a move loses; repetition, king-move and short-endgame draws), or at the move cap, where the
 * game is adjudicated on material (a man 1, a king 3): a lead of 3 or more wins, anything less is a draw.
 *
 * @param variant the variant played
 * @param games number of games (rounded up to an even number: both colours per opening)
 * @param first the player whose score is reported
 * @param second the opponent
 * @param seed chooses the openings and seeds the weaker levels' randomness
 * @param maxPlies the move cap, in plies
 */
public record DraughtsMatch(Variant variant, int games, DraughtsMatchPlayer first, DraughtsMatchPlayer second, long seed, int maxPlies) {
  /** 150 moves each: far beyond a decided game, and the draw rules end the undecided ones sooner. */
  public static final int DEFAULT_MAX_PLIES = 300;
  /** Material lead (men, a king counting 3) that wins a game stopped at the move cap. */
  public static final int ADJUDICATION_LEAD = 3;

  public DraughtsMatch {
    if (games < 1) throw new IllegalArgumentException("a match needs at least one game, not " + games);
    if (maxPlies < 10) throw new IllegalArgumentException("move cap of " + maxPlies + " plies is too short");
  }

  /**
   * One finished game.
   *
   * @param firstScore the first player's points: 1, 0.5 or 0
   * @param reason a {@link DraughtsStatus} key, or {@code move_cap} when adjudicated
   */
  public record Game(int number, List<DraughtsMove> opening, boolean firstPlaysWhite, double firstScore, String reason, int plies) {
    public String openingText() {
      StringBuilder sb = new StringBuilder();
      for (DraughtsMove m : opening) sb.append(sb.isEmpty() ? "" : " ").append(m.notation());
      return sb.toString();
    }
  }

  /** Plays every game, telling {@code listener} (may be null) about each as it ends. */
  public MatchScore play(Consumer<Game> listener) {
    int pairs = (games + 1) / 2;
    List<List<DraughtsMove>> openings = DraughtsOpenings.pick(variant, pairs, seed);
    DraughtsEngine firstEngine = new DraughtsEngine(variant, 16), secondEngine = new DraughtsEngine(variant, 16);
    Random random = new Random(seed);
    MatchScore total = new MatchScore(0, 0, 0);
    int number = 0;
    for (List<DraughtsMove> opening : openings) {
      for (boolean firstWhite : new boolean[] {true, false}) {
        number++;
        firstEngine.newGame();
        secondEngine.newGame();
        Game g = playOne(number, opening, firstWhite, firstEngine, secondEngine, random);
        total = total.add(new MatchScore(g.firstScore == 1 ? 1 : 0, g.firstScore == 0.5 ? 1 : 0, g.firstScore == 0 ? 1 : 0));
        if (listener != null) listener.accept(g);
      }
    }
    return total;
  }

  private Game playOne(int number, List<DraughtsMove> opening, boolean firstWhite, DraughtsEngine firstEngine, DraughtsEngine secondEngine, Random random) {
    DraughtsGame game = DraughtsGame.start(DraughtsPosition.initial(variant));
    List<DraughtsPosition> history = new ArrayList<>();
    for (DraughtsMove m : opening) {
      history.add(game.position());
      game = game.play(m);
    }
    while (!game.status().isOver() && game.plies() < maxPlies) {
      DraughtsPosition p = game.position();
      boolean firstToMove = (p.sideToMove() == Color.WHITE) == firstWhite;
      DraughtsMatchPlayer player = firstToMove ? first : second;
      DraughtsMove move = player.move(firstToMove ? firstEngine : secondEngine, p, history, random);
      history.add(p);
      game = game.play(move);
    }
    DraughtsStatus status = game.status();
    double whiteScore;
    String reason;
    if (status.isOver()) {
      whiteScore = status.isDraw() ? 0.5 : game.position().sideToMove() == Color.WHITE ? 0 : 1;
      reason = status.key();
    } else {
      int lead = material(game.position(), Color.WHITE) - material(game.position(), Color.BLACK);
      whiteScore = lead >= ADJUDICATION_LEAD ? 1 : lead <= -ADJUDICATION_LEAD ? 0 : 0.5;
      reason = "move_cap";
    }
    return new Game(number, opening, firstWhite, firstWhite ? whiteScore : 1 - whiteScore, reason, game.plies());
  }

  private static int material(DraughtsPosition p, Color c) {
    var m = p.material(c);
    return m.men() + 3 * m.kings();
  }
}
