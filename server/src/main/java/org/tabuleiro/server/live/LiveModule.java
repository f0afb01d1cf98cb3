package org.tabuleiro.server.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.function.LongFunction;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.chat.ChatLimits;
import org.tabuleiro.server.chat.ChatModule;
import org.tabuleiro.server.config.Tuning;
import org.tabuleiro.server.chat.JdbiMuteStore;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.game.JournaledGameRepository;
import org.tabuleiro.server.http.HttpModule;

/**
 * Wires live play: the game store, the event bus, the flag scheduler, the registry of games being played (rebuilt
 * from storage by {@link #start}), the game socket, the game pages of the API, and the game chat (which travels on
 * the game socket) with its moderation routes. Closing it stops the flag checks.
 */
public final class LiveModule implements HttpModule, AutoCloseable {
  private final JournaledGameRepository games;
  private final LiveGames live;
  private final GameSocket socket;
  private final GameRoutes routes;
  private final JdbiGameArchive archive;
  private final ChatModule chat;
  private final AccountService accounts;
  private final AdjournedGames adjourned;

  /**
   * @param journalDir where the moves' journal lives (see {@link JournaledGameRepository})
   * @param gate the check of every WebSocket upgrade (shared with the lobby's socket)
   * @param yourTurn told whose turn it is after a move in a correspondence game
   * @param tuning the journal's flush interval, the chat's limits and live play's timeouts
   */
  public LiveModule(Jdbi jdbi, InstantSource clock, Sessions sessions, AccountService accounts, ObjectMapper json,
      GameEndListener onEnd, Path journalDir, SocketGate gate, YourTurn yourTurn, Tuning tuning) {
    this.accounts = accounts;
    var events = new GameEventJson(json);
    this.games = JournaledGameRepository.open(
        new JdbiGameRepository(jdbi, events, tuning.groupCommitLinger()), events, journalDir, tuning.journalFlush(),
        tuning.journalFlushEvents());
    this.chat = new ChatModule(clock, accounts, sessions, json, new JdbiMuteStore(jdbi),
        new ChatLimits(tuning.chatRoomLines(), tuning.chatRoomWindow(), tuning.chatAccountLines(),
            tuning.chatAccountWindow()));
    LongFunction<String> names = id -> accounts.find(id).map(Account::username).orElse(null);
    this.live = new LiveGames(games, new TurnNotices(new InMemoryGameEventBus(), yourTurn, names), clock,
        new ExecutorFlagScheduler(clock), onEnd,
        new LiveTimeouts(tuning.abandonment(), tuning.firstMove()));
    this.socket = new GameSocket(live, gate, sessions, id -> accounts.find(id).map(Account::username).orElse(null),
        new LiveJson(json, events), new ClientMessages(json), clock, chat.chat());
    this.archive = new JdbiGameArchive(jdbi, events, games::flush);
    this.routes = new GameRoutes(live, games, archive, accounts);
    this.adjourned = new AdjournedGames(live, games, accounts, sessions);
  }

  /** Starts the journal's periodic flush and resumes the games an earlier run left in progress. */
  public void start() {
    games.start();
    live.restoreAll();
  }

  public LiveGames games() {
    return live;
  }

  /** The chat of games and of the club (the lobby's socket carries the club's room). */
  public org.tabuleiro.server.chat.ChatService chat() {
    return chat.chat();
  }

  public GameRepository repository() {
    return games;
  }

  /** The stored games read back, after the journal's moves are stored (a player's archive). */
  public JdbiGameArchive archive() {
    return archive;
  }

  /** Moves in the journal not yet stored in the database (the health check). */
  public int pendingEvents() {
    return games.pendingEvents();
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    socket.addTo(routes);
    this.routes.addTo(routes);
    adjourned.addTo(routes);
    chat.addRoutes(routes);
  }

  /** A player's saved games (adjourned, waiting for both players to come back). */
  public java.util.List<LiveGame> adjourned(long accountId) {
    return adjourned.of(accountId);
  }

  @Override
  public void close() {
    try {
      socket.stop();
      live.close();
    } finally {
      games.close();   // the pending moves into the database, then the journal closed
    }
  }
}
