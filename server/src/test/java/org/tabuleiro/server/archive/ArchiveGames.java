package org.tabuleiro.server.archive;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.Update;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.game.StoredEvent;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.testing.TypedMoves;

/**
 * Stores games straight into the repository, as the live layer would have: random legal moves (seeded, so a
 * failure repeats), then a resignation, or left in progress. Many games in a second, without sockets.
 */
final class ArchiveGames {
  private final JdbiGameRepository games;
  private final Random random = new Random(20260301);
  private Instant at = Instant.parse("2026-03-01T10:00:00Z");

  ArchiveGames(Jdbi jdbi) {
    this.games = new JdbiGameRepository(jdbi, new GameEventJson(new ObjectMapper()));
  }

  /** A game of {@code plies} random moves; {@code resigning} resigns at the end (null: still being played). */
  StoredGame play(GameVariant variant, boolean rated, long whiteId, long blackId, int plies, Color resigning) {
    at = at.plusSeconds(60);
    GameSetup setup = GameSetup.online(variant, TimeControl.parse("5+3"), rated);
    Update.Applied start = Game.start(setup, at);
    StoredGame stored = games.create(setup, whiteId, blackId, new StoredEvent(1, start.events().getFirst()), at);
    Game game = start.game();
    int version = 1;  // the seq of the last stored event
    for (int i = 0; i < plies && !game.isOver() && !game.legalMoves().isEmpty(); i++) {
      List<String> legal = game.legalMoves();
      Update.Applied a = apply(game, TypedMoves.move(game, game.sideToMove(), legal.get(random.nextInt(legal.size()))));
      version = append(stored.id(), a, version);
      game = a.game();
    }
    if (resigning != null && !game.isOver()) append(stored.id(), apply(game, new Command.Resign(resigning)), version);
    return stored;
  }

  private Update.Applied apply(Game game, Command command) {
    at = at.plusSeconds(1);
    Update u = game.apply(command, at);
    if (!(u instanceof Update.Applied a)) throw new AssertionError(command + ": " + u);
    return a;
  }

  /** Stores the update's events after {@code version}; returns the new version. */
  private int append(long gameId, Update.Applied update, int version) {
    List<StoredEvent> events = new ArrayList<>();
    for (GameEvent e : update.events()) events.add(new StoredEvent(++version, e));
    games.append(gameId, events);
    return version;
  }
}
