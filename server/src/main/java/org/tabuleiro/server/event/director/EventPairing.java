package org.tabuleiro.server.event.director;

import java.text.Collator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.Pairing;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchTrfAdapter;
import org.tabuleiro.tournament.pairing.roundrobin.Berger;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * Pairs the next round with the tournament module: the FIDE Dutch engine on the event's TRF for a Swiss (the file
 * that {@code ./tabuleiro pair --check} later re-pairs from, so both agree), the Berger tables for a round robin.
 */
final class EventPairing {
  private EventPairing() {}

  /**
   * The seeding of round 1 (FIDE C.04.2 / C.05): by the rating used, highest first, then by name (Portuguese
   * alphabetical order), then by registration.
   */
  static List<EventPlayer> seeding(List<EventPlayer> players, Map<Long, Integer> seedRatings) {
    Collator names = Collator.getInstance(Locale.forLanguageTag("pt-PT"));
    names.setStrength(Collator.SECONDARY);
    List<EventPlayer> order = new ArrayList<>(players);
    order.sort(Comparator.<EventPlayer>comparingInt(p -> -seedRatings.get(p.id()))
        .thenComparing(EventPlayer::name, names)
        .thenComparingLong(EventPlayer::id));
    return order;
  }

  /** The boards of round {@code round} (board 1 first, the bye last), or why it cannot be paired. */
  static Result<List<EventBoard>> pair(EventState s, int round) {
    return s.event().settings().system().isRoundRobin() ? roundRobin(s, round) : swiss(s, round);
  }

  private static Result<List<EventBoard>> swiss(EventState s, int round) {
    Trf trf;
    try {
      // Read back from its text, as the checker and the CLI read the exported file.
      trf = TrfReader.read(TrfWriter.write(EventTrf.build(s, round - 1, Map.of())));
    } catch (TrfException e) {
      throw new IllegalStateException("the event's own TRF does not read back: " + e.getMessage(), e);
    }
    return switch (DutchEngine.pair(DutchTrfAdapter.read(trf))) {
      case PairingResult.NoValidPairing none -> Result.rejected(Rejection.of(Rejection.Kind.CONFLICT,
          "no_valid_pairing", "Nenhum emparceiramento cumpre as regras absolutas do sistema suíço (C.04.3 C1-C3): "
              + none.reason() + ". O árbitro principal decide (retire ou acrescente jogadores, ou peça isenções)."));
      case PairingResult.Paired paired -> {
        List<EventBoard> boards = new ArrayList<>();
        for (Board b : paired.boards()) boards.add(new EventBoard(round, boards.size() + 1, b.white(), b.black(), null, 1));
        if (paired.bye() > 0) boards.add(new EventBoard(round, boards.size() + 1, paired.bye(), null, null, 1));
        yield Result.ok(boards);
      }
    };
  }

  private static Result<List<EventBoard>> roundRobin(EventState s, int round) {
    List<List<Pairing>> schedule = Berger.schedule(s.players().size(), s.event().settings().system() == EventSystem.DOUBLE_ROUND_ROBIN);
    if (round > schedule.size()) {
      return Result.rejected(Rejection.of(Rejection.Kind.CONFLICT, "all_rounds_paired",
          "Todas as " + schedule.size() + " rodadas do todos-contra-todos já foram emparceiradas."));
    }
    List<EventBoard> boards = new ArrayList<>();
    for (Pairing p : schedule.get(round - 1)) {
      boards.add(p.isBye()
          ? new EventBoard(round, boards.size() + 1, p.byePlayer(), null, null, 1)
          : new EventBoard(round, boards.size() + 1, p.white(), p.black(), null, 1));
    }
    return Result.ok(boards);
  }

  /** The number of rounds of a round robin of {@code players}. */
  static int roundRobinRounds(int players, boolean twice) {
    int n = players % 2 == 0 ? players : players + 1;
    return (n - 1) * (twice ? 2 : 1);
  }
}
