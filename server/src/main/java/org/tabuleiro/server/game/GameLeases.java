package org.tabuleiro.server.game;

import static org.tabuleiro.server.game.JdbiGameRepository.guarded;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.game.JdbiGameRepository.Append;

/**
 * Which node of a cluster owns each game being played (docs/server/cluster.md, "Who owns a game"), in PostgreSQL
 * on the database's clock ({@code now()}), so the nodes' own clocks never decide it:
 * <ul>
 *   <li>a node is alive while its row of {@code node_leases} has not expired; it renews it every
 *       {@link #BEAT} for {@link #TTL} (one row a node, whatever its number of games);</li>
 *   <li>{@code game_leases} names each game's owner and its fencing token; a node takes a game ({@link #acquireAll})
 *       when it has no owner, when its owner's node lease has expired, or when it is this node's from an earlier
 *       run, raising the token by one; a game created on a node is its with token 1, in the creating
 *       transaction;</li>
 *   <li>every append is fenced ({@link #fence}): in its transaction it locks the game's lease row and stores only
 *       while that row still holds this node and this node's token, else it throws {@link LeaseLost}. A takeover
 *       updates the same row, so the two are serialised: events committed before a takeover are in the log the new
 *       owner reads, and an owner that was paused past its lease cannot write after the new owner.</li>
 * </ul>
 * The tokens this node holds are kept here, read by the repository at each append.
 */
public final class GameLeases {
  private static final Logger LOG = LoggerFactory.getLogger(GameLeases.class);
  /** How long a node's lease lasts after a renewal. */
  public static final Duration TTL = Duration.ofSeconds(2);
  /**
   * How often a node renews its lease (and looks for games to take over): a dead node's games are taken 1.5-2.5 s
   * after its death (its lease's last renewal, then {@link #TTL}, then the next look).
   */
  public static final Duration BEAT = Duration.ofMillis(500);
  /**
   * How long this node's own renewals must have gone through again, after one failed or found its lease lapsed (the
   * database away: a restart, a cut), before it takes another node's games (their lease expired): after such a blip
   * every node's lease may have expired on the database's clock while none could renew; each living node renews again
   * within a beat or two of the database's return (its pool reconnecting within a second), and none takes another's
   * games before this much of renewals of its own, so a blip leaves every game where it was. A node that really died
   * stays expired: its games are taken this long after the blip, and at the next look otherwise. A node just started
   * is steady this long after it joined.
   */
  public static final Duration STEADY = Duration.ofSeconds(4);
  /**
   * Two renewals that began further apart than this, without an error (the database stalled, or this node: a pause,
   * cores too busy), make the node wait {@link #AFTER_GAP} before taking another node's games: a stall of the
   * database of {@link #TTL} minus a beat (1.5 s) can lapse a lease, and leaves such a gap in every node's renewals.
   */
  static final Duration GAP = Duration.ofMillis(1_250);
  /**
   * The wait after a {@link #GAP}: when the database resumes, the renewals held up in it go through at once, so the
   * others renew sooner than after a restart; and a node whose own cores were too busy to renew on time waits less.
   */
  static final Duration AFTER_GAP = Duration.ofSeconds(2);

  private final Jdbi jdbi;
  private final Jdbi beats;   // the node lease's renewals: a connection of their own
  private final String node;
  private final long steadyNanos;
  private final long afterGapNanos;
  private final Map<Long, Long> held = new ConcurrentHashMap<>();   // game id -> token, the games this node owns
  private volatile boolean frozen;
  /** True until the node joined and after a renewal failed, until one goes through. */
  private volatile boolean broken = true;
  /** From when (nanoTime) the node is steady again, once not broken. */
  private volatile long steadyFrom;
  private long lastRenewal;   // the last successful renewal's start (nanoTime; on the renewing thread after join)

  public GameLeases(Jdbi jdbi, String node) {
    this(jdbi, jdbi, node);
  }

  /** @param beats where the node lease is taken, renewed and left: best a connection no other work waits for */
  public GameLeases(Jdbi jdbi, Jdbi beats, String node) {
    this(jdbi, beats, node, STEADY);
  }

  /**
   * @param steady how long this node's renewals must go through again, after a break, before it takes another
   *     node's games: {@link #STEADY} (and {@link #AFTER_GAP} after a gap, or {@code steady} when shorter); tests that
   *     drive the leases by hand, without renewals, give zero
   */
  public GameLeases(Jdbi jdbi, Jdbi beats, String node, Duration steady) {
    this.jdbi = jdbi;
    this.beats = beats;
    this.node = node;
    this.steadyNanos = steady.toNanos();
    this.afterGapNanos = Math.min(steadyNanos, AFTER_GAP.toNanos());
  }

  public String node() {
    return node;
  }

  /**
   * This node's lease, taken at start. An earlier run of the same node (killed) left a row that lapses within
   * {@link #TTL}: waited for. A row still renewed after that is another process with this node's name: refused.
   */
  public void join() {
    long deadline = System.nanoTime() + TTL.plusSeconds(2).toNanos();
    while (true) {
      int taken = guarded("take the lease of node " + node, () -> beats.withHandle(h -> h.createUpdate("""
              INSERT INTO node_leases (node, expires_at) VALUES (:node, now() + :ttl * INTERVAL '1 millisecond')
              ON CONFLICT (node) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE node_leases.expires_at <= now()""")
          .bind("node", node).bind("ttl", TTL.toMillis()).execute()));
      if (taken == 1) {
        lastRenewal = System.nanoTime();
        steadyFrom = lastRenewal + steadyNanos;
        broken = false;
        return;
      }
      if (System.nanoTime() > deadline) {
        throw new StorageException("node " + node + " is running elsewhere: its lease in the database is being renewed",
            null);
      }
      sleep(250);
    }
  }

  /**
   * Renews this node's lease for {@link #TTL}; false when it had lapsed (this node, or the database, was paused or
   * cut off that long: after a database blip nobody took its games, see {@link #STEADY}; after a pause of this node
   * alone other nodes may have, which its next appends find out). A renewal that fails (the database away) leaves
   * the games held here: nobody can take them while the database is away, and its fence refuses any store of a game
   * taken meanwhile. Called by one thread, every {@link #BEAT}.
   */
  public boolean renew() {
    if (frozen) return true;
    long started = System.nanoTime();
    boolean kept;
    try {
      kept = guarded("renew the lease of node " + node, () -> beats.withHandle(h -> {
        int renewed = h.createUpdate("""
                UPDATE node_leases SET expires_at = now() + :ttl * INTERVAL '1 millisecond'
                WHERE node = :node AND expires_at > now()""")
            .bind("node", node).bind("ttl", TTL.toMillis()).execute();
        if (renewed == 1) return true;
        h.createUpdate("""
                INSERT INTO node_leases (node, expires_at) VALUES (:node, now() + :ttl * INTERVAL '1 millisecond')
                ON CONFLICT (node) DO UPDATE SET expires_at = EXCLUDED.expires_at""")
            .bind("node", node).bind("ttl", TTL.toMillis()).execute();
        return false;
      }));
    } catch (StorageException e) {
      broken = true;
      throw e;
    }
    if (broken || !kept) {
      steadyFrom = started + steadyNanos;   // steady again only STEADY from now
    } else if (started - lastRenewal > GAP.toNanos()) {
      LOG.info("node {}: {} ms between two renewals: it takes no other node's games for {} ms", node,
          (started - lastRenewal) / 1_000_000, afterGapNanos / 1_000_000);
      steadyFrom = Math.max(steadyFrom, started + afterGapNanos);
    }
    broken = false;
    lastRenewal = started;
    return kept;
  }

  /**
   * Whether this node may take games from another node whose lease expired: its renewals have gone through again
   * for {@link #STEADY} since the last one that failed or found its own lease lapsed, for {@link #AFTER_GAP} since a
   * {@link #GAP}, and it joined {@link #STEADY} ago (a blip that kept every node from renewing must not move games).
   */
  public boolean steady() {
    return !frozen && !broken && System.nanoTime() - steadyFrom >= 0;
  }

  /**
   * Takes these games for this node, raising their tokens, those being played that have no living owner but this
   * node, all in one statement, in the order of their ids (so that nodes taking overlapping sets never deadlock):
   * the new tokens of those it took, by game id. Race-safe: of several nodes taking one game at once, one gets it.
   * While this node is not {@link #steady}, only its own (an earlier run's) and games without a lease row.
   */
  public Map<Long, Long> acquireAll(java.util.Collection<Long> gameIds) {
    if (gameIds.isEmpty()) return Map.of();
    Map<Long, Long> taken = new java.util.HashMap<>();
    boolean judge = steady();
    guarded("take " + gameIds.size() + " games", () -> jdbi.useHandle(h -> h.createQuery("""
            INSERT INTO game_leases (game_id, node, token)
            SELECT id, :node, 1 FROM games WHERE id = ANY(:games) AND status = 'playing' ORDER BY id
            ON CONFLICT (game_id) DO UPDATE SET node = EXCLUDED.node, token = game_leases.token + 1
            WHERE game_leases.node = EXCLUDED.node
               OR (:judge AND NOT EXISTS
                   (SELECT 1 FROM node_leases n WHERE n.node = game_leases.node AND n.expires_at > now()))
            RETURNING game_id, token""")
        .bind("node", node).bind("judge", judge).bindArray("games", Long.class, gameIds.toArray(Long[]::new))
        .map((rs, ctx) -> taken.put(rs.getLong("game_id"), rs.getLong("token"))).list()));
    held.putAll(taken);
    return taken;
  }

  /** The nodes whose lease is alive now, this one included when it is, by name. */
  public List<String> living() {
    return guarded("list the living nodes", () -> jdbi.withHandle(h -> h.createQuery(
            "SELECT node FROM node_leases WHERE expires_at > now() ORDER BY node")
        .mapTo(String.class).list()));
  }

  /**
   * The games being played whose owner is gone (no lease, or its node's lease expired), oldest first, and with
   * {@code mine} also those leased to this node's name (at start: an earlier run's).
   */
  public List<Long> orphans(boolean mine) {
    return guarded("list the games without an owner", () -> jdbi.withHandle(h -> h.createQuery("""
            SELECT g.id FROM games g LEFT JOIN game_leases l ON l.game_id = g.id
            WHERE g.status = 'playing' AND (l.game_id IS NULL OR (l.node = :node AND :mine)
               OR (l.node <> :node AND NOT EXISTS
                   (SELECT 1 FROM node_leases n WHERE n.node = l.node AND n.expires_at > now())))
            ORDER BY g.id""")
        .bind("node", node).bind("mine", mine).mapTo(Long.class).list()));
  }

  /** The games this node holds whose lease another node (or a later token) has now: they are no longer its. */
  public List<Long> lost() {
    Map<Long, Long> mine = Map.copyOf(held);   // before the query: a game taken after it is not judged by it
    if (mine.isEmpty()) return List.of();
    List<Long> lost = new ArrayList<>();
    guarded("check the leases of node " + node, () -> jdbi.useHandle(h -> h.createQuery(
            "SELECT game_id, node, token FROM game_leases WHERE game_id = ANY(:ids)")
        .bindArray("ids", Long.class, mine.keySet().toArray(Long[]::new))
        .map((rs, ctx) -> {
          long game = rs.getLong("game_id");
          if (!node.equals(rs.getString("node")) || rs.getLong("token") != mine.get(game)) lost.add(game);
          return null;
        }).list()));
    lost.removeIf(game -> !mine.get(game).equals(held.get(game)));   // taken again meanwhile: judged next time
    return lost;
  }

  /** The node that owns the game and is alive, if any. */
  public Optional<String> ownerOf(long gameId) {
    return guarded("read the owner of game " + gameId, () -> jdbi.withHandle(h -> h.createQuery("""
            SELECT l.node FROM game_leases l JOIN node_leases n ON n.node = l.node AND n.expires_at > now()
            WHERE l.game_id = :game""")
        .bind("game", gameId).mapTo(String.class).findOne()));
  }

  /** This node's token for the game, or null when it does not hold it. */
  public Long token(long gameId) {
    return held.get(gameId);
  }

  public boolean holds(long gameId) {
    return held.containsKey(gameId);
  }

  /** The game is no longer this node's concern (over, dropped, or its restore failed); its row stays as it is. */
  public void forget(long gameId) {
    held.remove(gameId);
  }

  /**
   * Stops renewing this node's lease and taking games, as a node frozen or cut off from the database would (its
   * games are taken over once the lease expires, and its appends then fail): failover tests and drills.
   */
  public void freeze() {
    frozen = true;
  }

  public boolean frozen() {
    return frozen;
  }

  /**
   * A node that stops: its lease is given up, so the others take its games at their next beat instead of after
   * {@link #TTL}. Called once nothing of this node writes any more.
   */
  public void leave() {
    held.clear();
    if (frozen) return;
    try {
      guarded("give up the lease of node " + node, () -> beats.useHandle(h ->
          h.createUpdate("DELETE FROM node_leases WHERE node = :node").bind("node", node).execute()));
    } catch (StorageException e) {
      LOG.warn("node {}: {} (it lapses by itself)", node, e.getMessage());
    }
  }

  /** In the creating transaction: the new game is this node's, token 1. */
  void created(Handle h, long gameId) {
    h.createUpdate("INSERT INTO game_leases (game_id, node, token) VALUES (:game, :node, 1)")
        .bind("game", gameId).bind("node", node).execute();
    held.put(gameId, 1L);
  }

  /** The token an append carries, read when it is made; {@link LeaseLost} when this node does not hold the game. */
  Long tokenFor(long gameId) {
    Long token = held.get(gameId);
    if (token == null) throw new LeaseLost(gameId, node);
    return token;
  }

  /**
   * In an append's transaction, before its events: locks each game's lease row, and throws {@link LeaseLost} (the
   * transaction then rolls back) unless it still holds this node and the append's token.
   */
  void fence(Connection c, List<Append> batch) throws SQLException {
    try (PreparedStatement check = c.prepareStatement(
        "UPDATE game_leases SET token = token WHERE game_id = ? AND node = ? AND token = ?")) {
      for (Append a : batch) {
        check.setLong(1, a.gameId());
        check.setString(2, node);
        check.setLong(3, a.token());
        check.addBatch();
      }
      int[] counts = check.executeBatch();
      for (int i = 0; i < counts.length; i++) {
        if (counts[i] == 0) throw new LeaseLost(batch.get(i).gameId(), node);
      }
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new StorageException("interrupted while waiting for a node lease", e);
    }
  }
}
