package org.tabuleiro.server.event.results;

import java.time.InstantSource;
import java.util.Objects;
import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.store.EventRepository;
import org.tabuleiro.server.event.store.EventStore;

/**
 * Results of an event's boards, with the games' moves when they are given: entered by an arbiter, or by the server
 * when a club game ends, through the same checks (versions against two writers, moves against the result), the same
 * audit line and the same change of the event's version.
 */
public final class EventResults {
  private final EventRepository events;
  private final InstantSource clock;

  public EventResults(EventRepository events, InstantSource clock) {
    this.events = events;
    this.clock = clock;
  }

  /**
   * The moves sent with a result: {@code text} the moves alone (SAN or UCI; draughts: PDN moves) or, with
   * {@code game}, a whole PGN (draughts: PDN) game; a null {@code text} removes the moves kept.
   */
  public record MovesEntry(String text, boolean game) {}

  /**
   * Enters (or corrects, or with null clears) a board's result, with the game's moves when {@code moves} is not
   * null (checked by the rules module, and against the result when the moves end the game). {@code version}: the
   * board's version the writer read; a board changed since is refused. Without it, a result goes only on a board
   * without one (or with the same). Moves stay with a played game: a forfeit or a cleared result drops them.
   */
  public Result<EventBoard> setResult(Account actor, long id, int round, int boardNo, EventResult result, Integer version,
      MovesEntry moves) {
    return events.write(id, store -> EventAccess.writable(store, actor, id).flatMap(
        e -> enterResult(store, e, actor.id(), round, boardNo, result, version, moves)));
  }

  /**
   * A result entered in the write transaction of {@code store}, by an arbiter or ({@code actorId} null) by the server
   * when a club game ends: the same checks, the same audit line, the same change of the event's version.
   */
  public Result<EventBoard> enterResult(EventStore store, Event e, Long actorId, int round, int boardNo, EventResult result,
      Integer version, MovesEntry moves) {
      long id = e.id();
      Optional<EventBoard> found = store.board(id, round, boardNo);
      if (found.isEmpty()) {
        return notFoundBoard(round, boardNo, e.pairedRounds());
      }
      EventBoard b = found.get();
      String target = "rodada " + round + ", tabuleiro " + boardNo;
      if (b.isBye()) return EventRefusals.invalid("board_is_bye", "O tabuleiro " + boardNo + " da rodada " + round + " é a isenção: não leva resultado.");
      if (round == e.draftRound()) {
        return EventRefusals.conflict("round_not_published", "A rodada " + round + " é um rascunho: publique-a antes de registrar resultados.");
      }
      if (version != null && version != b.version()) {
        return EventRefusals.conflict("board_changed", "O resultado da " + target + " foi alterado por outra pessoa (agora "
            + describe(b.result()) + ", versão " + b.version() + "; a sua era a versão " + version + "). Veja-o e tente de novo.");
      }
      if (version == null && b.result() != null && b.result() != result) {
        return EventRefusals.conflict("board_changed", "A " + target + " já tem o resultado " + b.result().text() + " (versão " + b.version()
            + "). Para o corrigir envie a versão que leu (\"version\" ou If-Match).");
      }
      String kept = store.game(id, round, boardNo).orElse(null);
      String nextMoves = kept;
      boolean played = result != null && result.isPlayed();
      if (moves != null && moves.text() != null) {
        if (!played) {
          return EventRefusals.invalid("moves_without_game", "Só uma partida jogada (1-0, 1/2-1/2, 0-1, 0-0 ou *) leva lances, não "
              + describe(result) + ".");
        }
        Result<EventGames.Replayed> read = EventGames.read(e.settings().game(), moves.text(), moves.game());
        if (read instanceof Result.Rejected<EventGames.Replayed> r) return Result.rejected(r.rejection());
        EventGames.Replayed replayed = ((Result.Ok<EventGames.Replayed>) read).value();
        String contradiction = EventGames.contradiction(replayed, result);
        if (contradiction != null) return EventRefusals.invalid("moves_contradict_result", contradiction);
        nextMoves = replayed.plies() == 0 ? null : replayed.moves();
      } else if (moves != null || !played) {
        nextMoves = null;
      } else if (kept != null) {
        EventGames.Replayed replayed = ((Result.Ok<EventGames.Replayed>) EventGames.read(e.settings().game(), kept, false)).value();
        String contradiction = EventGames.contradiction(replayed, result);
        if (contradiction != null) return EventRefusals.invalid("moves_contradict_result", contradiction + " Corrija os lances com o resultado.");
      }
      boolean movesChange = !Objects.equals(kept, nextMoves);
      if (b.result() == result && !movesChange) return Result.ok(b);
      if (!store.setResult(id, round, boardNo, result, b.version())) {
        return EventRefusals.conflict("board_changed", "O resultado da " + target + " acabou de ser alterado por outra pessoa. Veja-o e tente de novo.");
      }
      if (b.result() != result) {
        store.audit(id, actorId, clock.instant(), "result", target, b.result() == null ? null : b.result().text(),
            result == null ? null : result.text());
      }
      if (movesChange) {
        store.setGame(id, round, boardNo, nextMoves);
        store.audit(id, actorId, clock.instant(), "moves", target, kept, nextMoves);
      }
      return Result.ok(new EventBoard(round, boardNo, b.white(), b.black(), result, b.version() + 1));
  }

  private static String describe(EventResult r) {
    return r == null ? "sem resultado" : r.text();
  }

  private static <T> Result<T> notFoundBoard(int round, int board, int paired) {
    String why = round < 1 || round > paired
        ? "a rodada " + round + " não está emparceirada (rodadas emparceiradas: " + paired + ")"
        : "a rodada " + round + " não tem o tabuleiro " + board;
    return EventRefusals.missing("board_not_found", "Tabuleiro inexistente: " + why + ".");
  }

}
