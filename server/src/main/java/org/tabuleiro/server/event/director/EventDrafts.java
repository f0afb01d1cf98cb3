package org.tabuleiro.server.event.director;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.trf.EventTrf;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.dutch.DutchPairingCheck;
import org.tabuleiro.tournament.pairing.dutch.DutchTournament;
import org.tabuleiro.tournament.pairing.dutch.DutchTrfAdapter;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * The arbiter's changes to a draft round before it is published: two players swap seats (from two boards, or a
 * board and the bye), or a board's colours are swapped. Each change is checked with the Dutch rules the tournament
 * module knows ({@link DutchPairingCheck}), on the history the round was paired from; what the change breaks (the
 * rules the round breaks after it and did not before) is named in Portuguese, and the arbiter may confirm it.
 */
public final class EventDrafts {
  private EventDrafts() {}

  /** A change to a draft round. */
  public sealed interface Change {
    /** Two players (start numbers) swap seats: board and colour, or the bye. */
    record Swap(int a, int b) implements Change {}

    /** White and Black swap at a board. */
    record Colors(int board) implements Change {}
  }

  /** One rule the change breaks: where it is written, whether it is absolute, who, and what it means. */
  public record Break(String rule, boolean absolute, List<Integer> players, String message) {}

  /** The boards after the change, or why the change cannot be made at all. */
  static Result<List<EventBoard>> apply(List<EventBoard> round, Change change) {
    return switch (change) {
      case Change.Colors c -> {
        List<EventBoard> out = new ArrayList<>();
        boolean found = false;
        for (EventBoard b : round) {
          if (b.board() != c.board()) {
            out.add(b);
            continue;
          }
          found = true;
          if (b.isBye()) yield invalid("board_is_bye", "O tabuleiro " + c.board() + " é a isenção: não tem cores a trocar.");
          out.add(new EventBoard(b.round(), b.board(), b.black(), b.white(), null, b.version()));
        }
        yield found ? Result.ok(out) : notFound("board_not_found", "A rodada não tem o tabuleiro " + c.board() + ".");
      }
      case Change.Swap s -> {
        if (s.a() == s.b()) yield invalid("invalid_change", "Indique dois jogadores diferentes para trocar.");
        if (seat(round, s.a()) == null) yield notFound("player_not_in_round", "O jogador " + s.a() + " não está emparceirado nesta rodada.");
        if (seat(round, s.b()) == null) yield notFound("player_not_in_round", "O jogador " + s.b() + " não está emparceirado nesta rodada.");
        List<EventBoard> out = new ArrayList<>();
        for (EventBoard b : round) {
          int white = other(b.white(), s);
          Integer black = b.black() == null ? null : other(b.black(), s);
          out.add(new EventBoard(b.round(), b.board(), white, black, null, b.version()));
        }
        yield Result.ok(out);
      }
    };
  }

  private static int other(int player, Change.Swap s) {
    return player == s.a() ? s.b() : player == s.b() ? s.a() : player;
  }

  /** The board where the player sits, or null. */
  static EventBoard seat(List<EventBoard> round, int player) {
    for (EventBoard b : round) {
      if (b.white() == player || (b.black() != null && b.black() == player)) return b;
    }
    return null;
  }

  /**
   * What {@code after} breaks that {@code before} did not, for round {@code round} of a Swiss: the state must hold
   * the rounds before it (the draft's boards are not read).
   */
  static List<Break> breaks(EventState s, int round, List<EventBoard> before, List<EventBoard> after) {
    DutchTournament history;
    try {
      history = DutchTrfAdapter.read(TrfReader.read(TrfWriter.write(EventTrf.build(s, round - 1, Map.of()))));
    } catch (TrfException e) {
      throw new IllegalStateException("the event's own TRF does not read back: " + e.getMessage(), e);
    }
    Set<DutchPairingCheck.Finding> old = new HashSet<>(DutchPairingCheck.check(history, pairing(before)));
    Set<DutchPairingCheck.Finding> found = new LinkedHashSet<>(DutchPairingCheck.check(history, pairing(after)));
    found.removeAll(old);
    List<Break> out = new ArrayList<>();
    for (DutchPairingCheck.Finding f : found) out.add(describe(f));
    return out;
  }

  private static PairingResult.Paired pairing(List<EventBoard> boards) {
    List<Board> games = new ArrayList<>();
    int bye = 0;
    for (EventBoard b : boards) {
      if (b.isBye()) bye = b.white();
      else games.add(new Board(b.white(), b.black()));
    }
    return new PairingResult.Paired(games, bye);
  }

  static Break describe(DutchPairingCheck.Finding f) {
    int p = f.player();
    int o = f.other();
    String message = switch (f.criterion()) {
      case REMATCH -> "os jogadores " + p + " e " + o + " já jogaram um contra o outro";
      case FORBIDDEN_PAIR -> "os jogadores " + p + " e " + o + " não podem jogar um contra o outro neste torneio";
      case BYE_NOT_ELIGIBLE -> "o jogador " + p + " já teve a isenção atribuída pelo emparceiramento (ou pontos de vitória sem jogar)";
      case ABSOLUTE_COLOURS -> "os jogadores " + p + " e " + o + " têm ambos preferência absoluta pela mesma cor";
      case COLOUR_DIFFERENCE -> "o jogador " + p + " ficaria com diferença de cores " + signed(f.value()) + " (o máximo é ±2)";
      case SAME_COLOUR_THRICE -> "o jogador " + p + " jogaria de " + color(f.value()) + " três vezes seguidas";
      case TOPSCORER_COLOUR_DIFFERENCE -> "o jogador " + p + " ficaria com diferença de cores " + signed(f.value())
          + " (permitido só a quem lidera na última rodada, mas a evitar)";
      case TOPSCORER_SAME_COLOUR_THRICE -> "o jogador " + p + " jogaria de " + color(f.value())
          + " três vezes seguidas (permitido só a quem lidera na última rodada, mas a evitar)";
      case BYE_NOT_LOWEST -> "o jogador " + p + " recebe a isenção com " + points(f.value())
          + " pontos quando outro com menos a podia receber";
      case SCORE_DIFFERENCE -> "os jogadores " + p + " e " + o + " têm pontuações diferentes (diferença de "
          + points(f.value()) + "): um deles flutua";
      case COLOUR_PREFERENCE -> "o jogador " + p + " prefere " + color(f.value()) + " e não as recebe";
      case STRONG_COLOUR_PREFERENCE -> "o jogador " + p + " tem preferência forte por " + color(f.value()) + " e não as recebe";
    };
    List<Integer> players = o == 0 ? List.of(p) : List.of(p, o);
    String rule = f.criterion().article();
    boolean absolute = f.criterion().isAbsolute();
    return new Break(rule, absolute, players, (absolute ? "Regra absoluta " : "Critério relativo ") + rule + ": " + message + ".");
  }

  private static String color(int c) {
    return c == 'w' ? "brancas" : "pretas";
  }

  private static String signed(int v) {
    return v > 0 ? "+" + v : Integer.toString(v);
  }

  private static String points(int halfPoints) {
    return halfPoints % 2 == 0 ? Integer.toString(halfPoints / 2) : (halfPoints / 2) + ",5";
  }

  /** The round's boards as the audit log keeps them: "1: 3-17; 2: 5-bye". */
  static String text(List<EventBoard> boards) {
    StringBuilder b = new StringBuilder();
    for (EventBoard e : boards) {
      if (!b.isEmpty()) b.append("; ");
      b.append(e.board()).append(": ").append(e.white()).append('-').append(e.isBye() ? "bye" : e.black());
    }
    return b.toString();
  }

  private static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }

  private static <T> Result<T> notFound(String code, String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, code, message));
  }
}
