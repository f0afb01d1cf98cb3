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
import org.tabuleiro.server.game.GameLeases;
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
  private final GameRepository games;
  private final JournaledGameRepository journal;   // null on a cluster node: its moves go to PostgreSQL directly
  private final GameLeases leases;                 // null on a single server
  private final GameFailover failover;             // null on a single server
  private final RelayedGameEventBus relayed;       // null on a single server
  private final ForwardedCommands forwarded;       // null on a single server
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
    this(jdbi, clock, sessions, accounts, json, onEnd, journalDir, gate, yourTurn, tuning, null);
  }

  /**
   * @param leases a cluster node's ownership of games (docs/server/cluster.md): then there is no journal (a dead
   *     node's disk is nobody's to read), every move is stored in PostgreSQL before its ack, fenced by the node's
   *     lease; null on a single server
   */
  public LiveModule(Jdbi jdbi, InstantSource clock, Sessions sessions, AccountService accounts, ObjectMapper json,
      GameEndListener onEnd, Path journalDir, SocketGate gate, YourTurn yourTurn, Tuning tuning, GameLeases leases) {
    this.accounts = accounts;
    this.leases = leases;
    var events = new GameEventJson(json);
    this.journal = leases != null ? null : JournaledGameRepository.open(
        new JdbiGameRepository(jdbi, events, tuning.groupCommitLinger()), events, journalDir, tuning.journalFlush(),
        tuning.journalFlushEvents());
    this.games = journal != null ? journal : new JdbiGameRepository(jdbi, events, tuning.groupCommitLinger(), leases);
    this.chat = new ChatModule(clock, accounts, sessions, json, new JdbiMuteStore(jdbi),
        new ChatLimits(tuning.chatRoomLines(), tuning.chatRoomWindow(), tuning.chatAccountLines(),
            tuning.chatAccountWindow()));
    LongFunction<String> names = id -> accounts.find(id).map(Account::username).orElse(null);
    var frames = new LiveJson(json, events);
    this.relayed = leases == null ? null : new RelayedGameEventBus(json, events, frames);
    this.live = new LiveGames(games, new TurnNotices(relayed != null ? relayed : new InMemoryGameEventBus(), yourTurn,
        names), clock,
        new ExecutorFlagScheduler(clock), onEnd,
        new LiveTimeouts(tuning.abandonment(), tuning.firstMove()), leases);
    this.failover = leases == null ? null : new GameFailover(live, leases);
    this.socket = new GameSocket(live, gate, sessions, id -> accounts.find(id).map(Account::username).orElse(null),
        frames, new ClientMessages(json), clock, chat.chat());
    this.forwarded = leases == null ? null : new ForwardedCommands(live, new ClientMessages(json));
    this.archive = new JdbiGameArchive(jdbi, events, journal != null ? journal::flush : () -> { });
    this.routes = new GameRoutes(live, games, archive, accounts);
    this.adjourned = new AdjournedGames(live, games, accounts, sessions);
  }

  /**
   * Starts the journal's periodic flush and resumes the games an earlier run left in progress; on a cluster node,
   * takes its lease first, resumes the games without a living owner, then begins the beats that renew the lease and
   * take over the games of nodes that die.
   */
  public void start() {
    if (journal != null) journal.start();
    if (leases != null) leases.join();
    live.restoreAll();
    if (failover != null) failover.start();
  }

  public LiveGames games() {
    return live;
  }

  /** A cluster node's game bus, to relay through Redis (cluster/RedisGameRelay); null on a single server. */
  public RelayedGameEventBus relayedBus() {
    return relayed;
  }

  /** A cluster node's answers to the commands other nodes forward (cluster/RedisGameCommands); null on a single server. */
  public ForwardedCommands forwardedCommands() {
    return forwarded;
  }

  /** A cluster node's leases of its games; null on a single server. */
  public GameLeases leases() {
    return leases;
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
    return journal == null ? 0 : journal.pendingEvents();
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
      if (failover != null) failover.close();
      live.close();
    } finally {
      if (journal != null) journal.close();   // the pending moves into the database, then the journal closed
      if (leases != null) leases.leave();     // nothing of this node writes now: the others take its games at once
    }
  }
}
