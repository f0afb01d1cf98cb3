package org.tabuleiro.server.archive;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.server.game.ArchivedGame;
import org.tabuleiro.server.game.GameFilter;
import org.tabuleiro.server.game.GameTags;
import org.tabuleiro.server.game.JdbiGameArchive;

/**
 * A player's games written one after another as PGN or PDN, newest first, read from the database a page at a
 * time: memory holds one page of games and their event logs, however long the archive.
 */
final class GameDownload {
  /** Games per database round trip: the rows of a page and one query for all their event logs. */
  static final int PAGE = 100;

  private final JdbiGameArchive archive;

  GameDownload(JdbiGameArchive archive) {
    this.archive = archive;
  }

  /** Writes every game passing {@code filter}, flushing after each page; returns how many were written. */
  int write(long accountId, GameFilter filter, Writer out) throws IOException {
    int written = 0;
    GameFilter page = filter;
    while (true) {
      List<ArchivedGame> games = archive.page(accountId, page, PAGE);
      Map<Long, List<GameEvent>> logs = archive.events(games.stream().map(g -> g.game().id()).toList());
      for (ArchivedGame a : games) {
        List<GameEvent> events = logs.get(a.game().id());
        if (events == null || events.isEmpty()) continue;  // a row without its log cannot be replayed
        Game game = Game.replay(a.game().setup(), events);
        out.write(game.export(GameTags.of(a.game(), a.white(), a.black())));
        out.write("\n");
        written++;
      }
      out.flush();
      if (games.size() < PAGE) return written;
      page = filter.before(games.getLast().game().id());
    }
  }
}
