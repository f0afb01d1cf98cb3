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
import org.tabuleiro.server.chat.ChatModule;
import org.tabuleiro.server.chat.JdbiMuteStore;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.game.JournaledGameRepository;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.notify.JdbiNoticeStore;
import org.tabuleiro.server.notify.NotifyModule;
import org.tabuleiro.server.notify.Notifications;

/**
 * Wires live play: the game store, the event bus, the flag scheduler, the registry of games being played (rebuilt
 * from storage here, at start), the game socket, the game pages of the API, and the game chat (which travels on
 * the game socket) with its moderation routes. Closing it stops the flag checks.
 */
public final class LiveModule implements HttpModule, AutoCloseable {
  private final JournaledGameRepository games;
  private final LiveGames live;
  private final GameSocket socket;
  private final GameRoutes routes;
  private final ChatModule chat;
  private final AccountService accounts;
  private final AdjournedGames adjourned;
  private final JdbiNoticeStore noticeStore;
  private final Notifications notifications;
  private final NotifyModule notify;

  /**
   * @param journalDir where the moves' journal lives (see {@link JournaledGameRepository})
   * @param gate the check of every WebSocket upgrade (shared with the lobby's socket)
   */
  public LiveModule(Jdbi jdbi, InstantSource clock, Sessions sessions, AccountService accounts, ObjectMapper json,
      GameEndListener onEnd, Path journalDir, SocketGate gate) {
    this.accounts = accounts;
    var events = new GameEventJson(json);
    this.games = JournaledGameRepository.open(new JdbiGameRepository(jdbi, events), events, journalDir,
        JournaledGameRepository.flushIntervalFromSystemProperties());
    this.chat = new ChatModule(clock, accounts, sessions, json, new JdbiMuteStore(jdbi));
    this.noticeStore = new JdbiNoticeStore(jdbi, json);
    this.notifications = new Notifications(clock, json, noticeStore);
    LongFunction<String> names = id -> accounts.find(id).map(Account::username).orElse(null);
    this.live = new LiveGames(games, new TurnNotices(new InMemoryGameEventBus(), notifications, names), clock,
        new ExecutorFlagScheduler(clock), onEnd,
        LiveTimeouts.fromSystemProperties());
    live.restoreAll();
    this.socket = new GameSocket(live, gate, sessions, id -> accounts.find(id).map(Account::username).orElse(null),
        new LiveJson(json, events), new ClientMessages(json), clock, chat.chat());
    this.routes = new GameRoutes(live, games, new JdbiGameArchive(jdbi, events, games::flush), accounts);
    this.adjourned = new AdjournedGames(live, games, accounts, sessions);
    notifications.onArrival(this::backToSavedGames);
    this.notify = new NotifyModule(notifications, live, sessions, gate);
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
    notify.addRoutes(routes);
  }

  /** Each player's notices and who is online ({@code /ws/me}). */
  public Notifications notifications() {
    return notifications;
  }

  /**
   * A player has come online: the opponents of their saved games are told ({@code opponentBack}), once per game
   * (an earlier such notice of the game is replaced).
   */
  private void backToSavedGames(long accountId, String username) {
    for (LiveGame g : adjourned.of(accountId)) {
      Long opponent = accountId == g.stored().whiteId() ? g.stored().blackId() : g.stored().whiteId();
      if (opponent == null) continue;
      notifications.remove(opponent, n -> n.type().equals("opponentBack") && Long.valueOf(g.id()).equals(n.data().get("gameId")));
      String name = accounts.find(opponent).map(Account::username).orElse(null);
      if (name != null) notifications.push(opponent, name, "opponentBack", java.util.Map.of("gameId", g.id(), "by", username));
    }
  }

  @Override
  public void close() {
    try {
      socket.stop();
      live.close();
    } finally {
      noticeStore.close();   // the notices waiting to be stored
      games.close();   // the pending moves into the database, then the journal closed
    }
  }
}
