package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.trf.InitialColor;
import org.tabuleiro.tournament.trf.TrfByes;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;

/**
 * Reads the state before the next round from a TRF: rounds 1..R-1 are history; a block for round R marks a
 * player who is not to be paired (announced {@code H}/{@code Z}/{@code F} bye, withdrawal).
 */
public final class DutchTrfAdapter {
  private DutchTrfAdapter() {}

  /**
   * The state before the next round: a block present for it, or a record 240 bye, means "not to be paired".
   * Scores follow record 162;
   * the acceleration is the file's ({@link Acceleration#forTrf}: records 250, or Baku from record 192).
   *
   * @throws IllegalArgumentException when the file asks for an acceleration that cannot apply
   */
  public static DutchTournament read(Trf trf) {
    return read(trf, Acceleration.forTrf(trf, false));
  }

  /** The state before the next round, with these virtual points for pairing. */
  public static DutchTournament read(Trf trf, Acceleration acceleration) {
    int played = trf.playedRounds();
    // TRF-2026 record 240 announces byes apart from the round blocks (players, unless this is a team event)
    Set<Integer> byes = new HashSet<>();
    if (trf.teams().isEmpty()) {
      for (TrfByes b : trf.byes()) {
        if (b.round() == played + 1) byes.addAll(b.ids());
      }
    }
    return beforeRound(trf, played + 1,
        p -> (p.games().size() <= played || !isAnnounced(p.game(played + 1))) && !byes.contains(p.startNumber()), acceleration);
  }

  /**
   * The state before {@code round} of a tournament played further (for the checker): rounds before it are
   * history, and {@code toPair} says who took part in its pairing. The file's acceleration applies.
   */
  public static DutchTournament beforeRound(Trf trf, int round, java.util.function.Predicate<TrfPlayer> toPair) {
    return beforeRound(trf, round, toPair, Acceleration.forTrf(trf, false));
  }

  /** {@link #beforeRound(Trf, int, java.util.function.Predicate)} with these virtual points for pairing. */
  public static DutchTournament beforeRound(Trf trf, int round, java.util.function.Predicate<TrfPlayer> toPair, Acceleration acceleration) {
    PointSystem points = trf.pointSystem();
    int played = round - 1;
    List<TrfPlayer> byNumber = new ArrayList<>(trf.players());
    byNumber.sort(Comparator.comparingInt(TrfPlayer::startNumber));
    List<DutchPlayer> players = new ArrayList<>();
    int rank = 0;
    for (TrfPlayer p : byNumber) {
      List<DutchRound> rounds = new ArrayList<>();
      List<Integer> virtual = new ArrayList<>();
      int half = 0;
      boolean participated = false;
      for (int r = 1; r <= played; r++) {
        DutchRound history = round(p.game(r), points);
        rounds.add(history);
        virtual.add(acceleration.virtualHalfPoints(p.startNumber(), r));
        half += history.halfPoints();
        participated |= history.paired();
      }
      int virtualNow = acceleration.virtualHalfPoints(p.startNumber(), round);
      virtual.add(virtualNow);
      boolean announced = !toPair.test(p);
      // bbpPairings numbers only players who took part or are to take part (their parity decides 5.2.5).
      boolean valid = !announced || participated;
      players.add(new DutchPlayer(p.startNumber(), valid ? rank++ : -1, half + virtualNow, rounds, !announced, virtual));
    }
    return new DutchTournament(players, played, trf.plannedRounds(), initialWhite(trf, players), forbidden(trf), points.win());
  }

  static boolean isAnnounced(TrfGame g) {
    return g.opponent() != 0 || g.result() != ' ';
  }

  static DutchRound round(TrfGame g, PointSystem points) {
    boolean paired = g.opponent() != 0 || g.result() == 'U';
    char color = g.isPlayed() ? g.color() : '-';
    return new DutchRound(g.opponent(), color, g.isPlayed(), points.halfPoints(g.result()), paired);
  }

  static boolean initialWhite(Trf trf, List<DutchPlayer> players) {
    if (trf.initialColor() != null) return trf.initialColor() == InitialColor.WHITE;
    // Without XXC, infer it from the first-ranked player's round-1 colour, as bbpPairings does.
    for (DutchPlayer p : players) {
      if (!p.rounds().isEmpty() && p.rounds().get(0).played()) {
        boolean white = p.rounds().get(0).color() == 'w';
        return (p.rankIndex() % 2 == 0) == white;
      }
    }
    return true;
  }

  /** TRF-2026 record 260 / JaVaFo {@code XXP}: each line lists start numbers that must not meet each other. */
  static Map<Integer, Set<Integer>> forbidden(Trf trf) {
    Map<Integer, Set<Integer>> out = new HashMap<>();
    List<String> lines = new ArrayList<>(trf.headers("260"));
    lines.addAll(trf.headers("XXP"));
    for (String line : lines) {
      List<Integer> ids = new ArrayList<>();
      for (String t : line.trim().split("\\s+")) {
        if (t.matches("\\d+")) ids.add(Integer.parseInt(t));
      }
      for (int a : ids) {
        for (int b : ids) {
          if (a != b) out.computeIfAbsent(a, x -> new HashSet<>()).add(b);
        }
      }
    }
    return out;
  }
}
