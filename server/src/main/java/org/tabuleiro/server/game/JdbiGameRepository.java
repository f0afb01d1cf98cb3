package org.tabuleiro.server.game;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.ClockStart;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Result;
import org.tabuleiro.play.Termination;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.db.StorageException;

/** {@link GameRepository} on the {@code games} and {@code game_events} tables (migration V2). */
public final class JdbiGameRepository implements GameRepository {
  private static final Logger LOG = LoggerFactory.getLogger(JdbiGameRepository.class);
  static final String COLUMNS = "id, variant, initial_fen, time_control, rated, clock_start, white_id, "
      + "black_id, outcome, termination, created_at, ended_at, origin, first_move_seconds, berserk_allowed";

  private final Jdbi jdbi;
  private final GameEventJson json;
  private final GroupCommit<Append> appends;
  private final GameLeases leases;   // null on a single server

  public JdbiGameRepository(Jdbi jdbi, GameEventJson json) {
    this(jdbi, json, Duration.ofNanos(GroupCommit.LINGER_NANOS));
  }

  /** @param linger how long a commit waits for company while the store is busy ({@link GroupCommit}) */
  public JdbiGameRepository(Jdbi jdbi, GameEventJson json, Duration linger) {
    this(jdbi, json, linger, null);
  }

  /**
   * A cluster node's store: a game created here is leased to this node in its creating transaction, and every
   * append is fenced by the node's token for the game ({@link GameLeases}), which each event stores as its
   * {@code owner_token}.
   */
  public JdbiGameRepository(Jdbi jdbi, GameEventJson json, Duration linger, GameLeases leases) {
    this.appends = new GroupCommit<>(this::storeAll, linger.toNanos());
    this.jdbi = jdbi;
    this.json = json;
    this.leases = leases;
  }

  @Override
  public StoredGame create(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt) {
    return insert(setup, whiteId, blackId, started, createdAt, null);
  }

  @Override
  public StoredGame create(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt,
      GameOrigin origin) {
    Optional<StoredGame> existing = findByOrigin(origin.key());
    if (existing.isPresent()) return existing.get();
    try {
      return insert(setup, whiteId, blackId, started, createdAt, origin);
    } catch (StorageException e) {
      // Another writer stored the same origin first (the unique index refused ours): that game is the one.
      return findByOrigin(origin.key()).orElseThrow(() -> e);
    }
  }

  @Override
  public Optional<StoredGame> findByOrigin(String originKey) {
    return guarded("read the game of " + originKey, () -> jdbi.withHandle(h ->
        h.createQuery("SELECT " + COLUMNS + " FROM games WHERE origin = :origin").bind("origin", originKey)
            .map((rs, ctx) -> game(rs)).findOne()));
  }

  /** One transaction for them all (a round's 250 games: one commit, not 250); one at a time if it fails. */
  @Override
  public List<StoredGame> createAll(List<NewGame> games) {
    if (games.isEmpty()) return List.of();
    Map<String, StoredGame> existing = findByOrigins(games.stream().map(g -> g.origin().key()).toList());
    try {
      return guarded("create " + games.size() + " games", () -> jdbi.inTransaction(h -> {
        List<StoredGame> out = new java.util.ArrayList<>();
        for (NewGame g : games) {
          StoredGame there = existing.get(g.origin().key());
          out.add(there != null ? there : insertIn(h, g.setup(), g.whiteId(), g.blackId(), g.started(), g.createdAt(), g.origin()));
        }
        return out;
      }));
    } catch (StorageException e) {
      // Another writer created one of them meanwhile: each on its own, finding the others' games.
      return games.stream().map(g -> create(g.setup(), g.whiteId(), g.blackId(), g.started(), g.createdAt(), g.origin())).toList();
    }
  }

  @Override
  public Map<String, StoredGame> findByOrigins(java.util.Collection<String> keys) {
    Map<String, StoredGame> out = new java.util.HashMap<>();
    if (keys.isEmpty()) return out;
    guarded("read the games of " + keys.size() + " origins", () -> jdbi.useHandle(h ->
        h.createQuery("SELECT " + COLUMNS + " FROM games WHERE origin IN (<keys>)").bindList("keys", List.copyOf(keys))
            .map((rs, ctx) -> game(rs)).forEach(g -> out.put(g.origin().key(), g))));
    return out;
  }

  private StoredGame insert(GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt,
      GameOrigin origin) {
    return guarded("create a game", () -> jdbi.inTransaction(h -> insertIn(h, setup, whiteId, blackId, started, createdAt, origin)));
  }

  private StoredGame insertIn(Handle h, GameSetup setup, Long whiteId, Long blackId, StoredEvent started, Instant createdAt,
      GameOrigin origin) {
    {
      long id = h.createUpdate("""
              INSERT INTO games (variant, initial_fen, time_control, rated, clock_start, white_id, black_id, status,
                                 created_at, origin, first_move_seconds, berserk_allowed)
              VALUES (:variant, :fen, :control, :rated, :clockStart, :white, :black, 'playing', :createdAt, :origin,
                      :firstMove, :berserk)""")
          .bind("variant", setup.variant().key())
          .bind("fen", setup.initialFen())
          .bind("control", setup.control().toString())
          .bind("rated", setup.rated())
          .bind("clockStart", setup.clockStart().name().toLowerCase(Locale.ROOT))
          .bind("white", whiteId)
          .bind("black", blackId)
          .bind("createdAt", createdAt)
          .bind("origin", origin == null ? null : origin.key())
          .bind("firstMove", origin == null ? null : (Integer) (int) origin.firstMoveWait().toSeconds())
          .bind("berserk", origin == null ? null : origin.berserk())
          .executeAndReturnGeneratedKeys("id")
          .mapTo(Long.class)
          .one();
      if (leases != null) leases.created(h, id);
      insertEvents(h, id, List.of(started), leases == null ? null : 1L);
      return new StoredGame(id, setup, whiteId, blackId, null, createdAt, null, origin);
    }
  }

  @Override
  public void append(long gameId, List<StoredEvent> events) {
    if (events.isEmpty()) return;
    if (leases == null) {
      appends.write(new Append(gameId, events));
      return;
    }
    appendThroughBlips(new Append(gameId, events, null, leases.tokenFor(gameId)));
  }

  /**
   * How long a cluster node's append, which its player's ack waits for (a node has no journal), is tried again
   * while the database cannot be reached (a restart, a network blip) before it fails {@code storage_failed}.
   */
  static final Duration PATIENCE = Duration.ofSeconds(10);

  /**
   * A cluster node's append, tried again while the database is away ({@link StorageException#unreachable}), every 50 ms at first,
   * then less often, for up to {@link #PATIENCE}. A try that failed may have committed all the same (the connection
   * broke during the commit): before the next one its events are looked for ({@link #stored}), so an acknowledged
   * move is stored once, and a move is never acknowledged unless stored. Each try is fenced as any append: a game
   * taken over meanwhile ends it with {@link LeaseLost}.
   */
  private void appendThroughBlips(Append a) {
    long deadline = System.nanoTime() + PATIENCE.toNanos();
    long pause = 50;
    boolean mayBeStored = false;
    while (true) {
      try {
        if (mayBeStored && stored(a)) return;
        appends.write(a);
        return;
      } catch (LeaseLost e) {
        throw e;
      } catch (StorageException e) {
        if (mayBeStored && uniqueViolation(e) && stored(a)) return;   // the earlier try's commit landed late
        if (!StorageException.unreachable(e) || System.nanoTime() + pause * 1_000_000 > deadline) throw e;
        mayBeStored = true;
        LOG.debug("game {}: the database is away, its events tried again in {} ms: {}", a.gameId(), pause,
            e.getMessage());
        try {
          Thread.sleep(pause);
        } catch (InterruptedException x) {
          Thread.currentThread().interrupt();
          throw e;
        }
        pause = Math.min(pause * 2, 1_000);
      }
    }
  }

  /**
   * Whether the append's events are stored, by this node's token (an earlier try committed them): false when none
   * of its seqs is; {@link LeaseLost} when another owner's events hold them.
   */
  private boolean stored(Append a) {
    int first = a.events().getFirst().seq(), last = a.events().getLast().seq();
    List<Long> tokens = guarded("read the events of game " + a.gameId(), () -> jdbi.withHandle(h -> h.createQuery("""
            SELECT owner_token FROM game_events WHERE game_id = :id AND seq BETWEEN :first AND :last ORDER BY seq""")
        .bind("id", a.gameId()).bind("first", first).bind("last", last)
        .map((rs, ctx) -> rs.getLong(1)).list()));
    if (tokens.isEmpty()) return false;
    if (tokens.size() == a.events().size() && tokens.stream().allMatch(a.token()::equals)) return true;
    throw new LeaseLost(a.gameId(), leases.node());
  }

  private static boolean uniqueViolation(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof java.sql.SQLException sql && "23505".equals(sql.getSQLState())) return true;
    }
    return false;
  }

  /**
   * One game's events to append; many games' go in one transaction ({@link GroupCommit}).
   *
   * @param token the owner's fencing token on a cluster node ({@link GameLeases}), null on a single server
   */
  record Append(long gameId, List<StoredEvent> events, List<String> texts, Long token) {
    Append(long gameId, List<StoredEvent> events) {
      this(gameId, events, null, null);
    }

    Append(long gameId, List<StoredEvent> events, List<String> texts) {
      this(gameId, events, texts, null);
    }

    /** The event's JSON: given (the journal wrote it already), or written now. */
    String text(int i, GameEventJson json) {
      return texts != null ? texts.get(i) : json.write(events.get(i).event());
    }
  }

  /** Stores the appends of a batch in one transaction: all of them, or none (then the batch is split). */
  void storeAll(List<Append> batch) {
    guarded("store the events of " + describe(batch), () -> jdbi.useTransaction(h -> {
      // Plain JDBC inside the handle's transaction: the journal's flush stores thousands of rows a second, and
      // binding each by name through JDBI cost as much as H2's insert itself.
      if (leases != null) {
        try {
          leases.fence(h.getConnection(), batch);   // first: the lease rows locked, so no takeover runs between
        } catch (SQLException x) {
          throw new StorageException("cannot check the leases of " + describe(batch) + ": " + x.getMessage(), x);
        }
      }
      try (PreparedStatement inserts = h.getConnection().prepareStatement(
          "INSERT INTO game_events (game_id, seq, event, happened_at, owner_token) VALUES (?, ?, ?, ?, ?)")) {
        for (Append a : batch) {
          for (int i = 0; i < a.events().size(); i++) {
            StoredEvent e = a.events().get(i);
            inserts.setLong(1, a.gameId());
            inserts.setInt(2, e.seq());
            inserts.setString(3, a.text(i, json));
            inserts.setObject(4, OffsetDateTime.ofInstant(e.event().at(), ZoneOffset.UTC)); // as InstantArgumentFactory
            if (a.token() == null) inserts.setNull(5, java.sql.Types.BIGINT); else inserts.setLong(5, a.token());
            inserts.addBatch();
          }
        }
        inserts.executeBatch();
      } catch (SQLException x) {   // rolls the transaction back, as a JDBI failure would
        throw new StorageException("cannot store the events of " + describe(batch) + ": " + x.getMessage(), x);
      }
      for (Append a : batch) {
        for (StoredEvent e : a.events()) {
          if (e.event() instanceof GameEvent.Ended ended) end(h, a.gameId(), ended);
        }
      }
    }));
  }

  private static void end(Handle h, long gameId, GameEvent.Ended ended) {
    h.createUpdate("""
            UPDATE games SET status = 'ended', outcome = :outcome, termination = :termination, ended_at = :at
            WHERE id = :id""")
        .bind("outcome", GameEventJson.outcome(ended.result().outcome()))
        .bind("termination", ended.result().termination().key())
        .bind("at", ended.at())
        .bind("id", gameId)
        .execute();
    // An ended game has no owner any more (a cluster's; none on a single server)
    h.createUpdate("DELETE FROM game_leases WHERE game_id = :id").bind("id", gameId).execute();
  }

  private static String describe(List<Append> batch) {
    return batch.size() == 1 ? "game " + batch.getFirst().gameId() : batch.size() + " games";
  }

  private void insertEvents(Handle h, long gameId, List<StoredEvent> events, Long token) {
    var batch = h.prepareBatch("""
        INSERT INTO game_events (game_id, seq, event, happened_at, owner_token) VALUES (:game, :seq, :event, :at, :token)""");
    for (StoredEvent e : events) {
      batch.bind("game", gameId).bind("seq", e.seq()).bind("event", json.write(e.event())).bind("at", e.event().at())
          .bindByType("token", token, Long.class).add();
    }
    batch.execute();
  }

  @Override
  public Optional<StoredGame> find(long gameId) {
    return guarded("read game " + gameId, () -> jdbi.withHandle(h ->
        h.createQuery("SELECT " + COLUMNS + " FROM games WHERE id = :id").bind("id", gameId)
            .map((rs, ctx) -> game(rs)).findOne()));
  }

  @Override
  public List<StoredEvent> events(long gameId, int since) {
    return guarded("read the events of game " + gameId, () -> jdbi.withHandle(h -> h.createQuery("""
            SELECT seq, event FROM game_events WHERE game_id = :id AND seq > :since ORDER BY seq""")
        .bind("id", gameId)
        .bind("since", since)
        .map((rs, ctx) -> new StoredEvent(rs.getInt("seq"), json.read(rs.getString("event"))))
        .list()));
  }

  /** The game's last stored seq: 0 without events, -1 when there is no such game. */
  int lastSeq(long gameId) {
    return guarded("read the version of game " + gameId, () -> jdbi.withHandle(h -> {
      if (h.createQuery("SELECT COUNT(*) FROM games WHERE id = :id").bind("id", gameId).mapTo(Integer.class).one() == 0) {
        return -1;
      }
      return h.createQuery("SELECT COALESCE(MAX(seq), 0) FROM game_events WHERE game_id = :id").bind("id", gameId)
          .mapTo(Integer.class).one();
    }));
  }

  @Override
  public List<Long> unfinished() {
    return guarded("list unfinished games", () -> jdbi.withHandle(h ->
        h.createQuery("SELECT id FROM games WHERE status = 'playing' ORDER BY id").mapTo(Long.class).list()));
  }

  @Override
  public List<StoredGame> byPlayer(long accountId, int limit) {
    return guarded("list the games of account " + accountId, () -> jdbi.withHandle(h -> h.createQuery(
            "SELECT " + COLUMNS + " FROM games WHERE white_id = :a OR black_id = :a ORDER BY created_at DESC, id DESC")
        .bind("a", accountId)
        .setMaxRows(limit)
        .map((rs, ctx) -> game(rs))
        .list()));
  }

  /** A row of {@code games} (the columns of {@link #COLUMNS}); the archive reads the same rows. */
  static StoredGame game(ResultSet rs) throws SQLException {
    var setup = new GameSetup(GameVariant.byKey(rs.getString("variant")), rs.getString("initial_fen"),
        TimeControl.parse(rs.getString("time_control")), rs.getBoolean("rated"),
        ClockStart.valueOf(rs.getString("clock_start").toUpperCase(Locale.ROOT)));
    String termination = rs.getString("termination");
    Result result = termination == null ? null : new Result(
        GameEventJson.outcome(rs.getString("outcome")),
        Termination.byKey(termination));
    String origin = rs.getString("origin");
    Integer firstMove = rs.getObject("first_move_seconds", Integer.class);
    return new StoredGame(rs.getLong("id"), setup, nullableLong(rs, "white_id"), nullableLong(rs, "black_id"),
        result, instant(rs, "created_at"), instant(rs, "ended_at"), origin == null ? null
            : new GameOrigin(origin, java.time.Duration.ofSeconds(firstMove == null ? 60 : firstMove),
                rs.getBoolean("berserk_allowed")));
  }

  private static Long nullableLong(ResultSet rs, String column) throws SQLException {
    long v = rs.getLong(column);
    return rs.wasNull() ? null : v;
  }

  private static Instant instant(ResultSet rs, String column) throws SQLException {
    OffsetDateTime t = rs.getObject(column, OffsetDateTime.class);
    return t == null ? null : t.toInstant();
  }

  /** Database failures become the typed {@link StorageException} the live layer answers with an error frame. */
  static <T> T guarded(String what, java.util.function.Supplier<T> work) {
    try {
      return work.get();
    } catch (JdbiException e) {
      throw new StorageException("cannot " + what + ": " + e.getMessage(), e);
    }
  }

  static void guarded(String what, Runnable work) {
    guarded(what, () -> {
      work.run();
      return null;
    });
  }
}
