package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.game.GameLeases;
import org.tabuleiro.server.live.ForwardedCommands;
import org.tabuleiro.server.live.GameForwarder;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.Submission;

/**
 * Players' commands carried to the node that owns their game (docs/protocol.md, "Between a cluster's nodes"): a
 * node with a player's socket on a game it does not own publishes the command on the owner's channel
 * {@code commands:NODE} with an id of its own, and the owner answers on {@code answers:NODE} of the sender, with the
 * same ack or refusal its own socket would have sent. The owner is read from the game's lease ({@link GameLeases});
 * an owner that no longer holds the game answers {@code game_moved} (nothing played), and the command is sent again
 * to the owner of now. No answer within {@link #TIMEOUT}, or the owner's node gone before it answered (killed: the
 * command may or may not have been played): the player is told so ({@code owner_unreachable}), never left waiting.
 */
public final class RedisGameCommands implements GameForwarder {
  private static final Logger LOG = LoggerFactory.getLogger(RedisGameCommands.class);
  /** How long a forwarded command waits for its answer, owner changes included. */
  static final Duration TIMEOUT = Duration.ofSeconds(5);
  /** How often a command waiting for its answer checks that the owner's node still listens. */
  static final Duration LOOK = Duration.ofMillis(250);
  static final Submission.Refused UNREACHABLE = new Submission.Refused("owner_unreachable",
      "O servidor que tem a partida não respondeu a tempo; o lance pode não ter sido feito. "
          + "A partida mostra-o assim que ele (ou outro) responder.");

  private final RedisNode redis;
  private final ObjectMapper json;
  private final GameLeases leases;
  private final ForwardedCommands owner;
  private final Map<String, CompletableFuture<Submission>> waiting = new ConcurrentHashMap<>();
  private final Map<Long, String> owners = new ConcurrentHashMap<>();   // game id -> its owner, as last read
  private final AtomicLong ids = new AtomicLong();
  private final Map<Long, int[]> open = new ConcurrentHashMap<>();       // game id -> this node's players' sockets, by colour
  private final Map<Long, String> toldTo = new ConcurrentHashMap<>();    // game id -> the owner they were told to
  /** Commands waiting for a game's new owner, woken by its takeover's message on {@code owners}. */
  private final Map<Long, CompletableFuture<String>> newOwner = new ConcurrentHashMap<>();

  private RedisGameCommands(RedisNode redis, ObjectMapper json, GameLeases leases, ForwardedCommands owner) {
    this.redis = redis;
    this.json = json;
    this.leases = leases;
    this.owner = owner;
  }

  /** Subscribes to this node's two channels and gives {@code live} the way to the other nodes' games. */
  public static RedisGameCommands attach(RedisNode redis, ObjectMapper json, GameLeases leases, ForwardedCommands owner,
      LiveGames live) {
    var commands = new RedisGameCommands(redis, json, leases, owner);
    redis.subscribe(requests(redis.node()), commands::request);
    redis.subscribe(answers(redis.node()), commands::answer);
    redis.subscribe(OWNERS, commands::owned);
    live.forwardThrough(commands);
    redis.onLinkLost(live::unlinked);
    live.onTakenOver(game -> {
      commands.ownerIs(game.id(), redis.node());
      commands.announce(game.id());
    });
    return commands;
  }

  /**
   * {@code node} owns the game now and holds it (its word on {@link #OWNERS}, or this node took it): when that is not
   * the owner this node's players' sockets were told to (a takeover), they are told again, to it: a new owner counts
   * every player as gone since it took the game. (Not on its first batch: that one is stored and sent before the new
   * owner holds the game, which would drop what it is told then.)
   */
  private void ownerIs(long gameId, String node) {
    owners.put(gameId, node);
    int[] sockets = open.get(gameId);
    if (sockets == null) return;
    String before = toldTo.put(gameId, node);
    if (node.equals(before)) return;
    synchronized (sockets) {
      for (Color c : Color.values()) {
        for (int i = 0; i < sockets[c.ordinal()]; i++) tell(node, gameId, c, true);
      }
    }
  }

  /** The channel where a node that took a game over says so, waking the commands waiting for its owner. */
  static final String OWNERS = "owners";

  /** Tells every node that this one owns the game now (a takeover). */
  void announce(long gameId) {
    redis.publishAsync(OWNERS, json.createObjectNode().put("node", redis.node()).put("game", gameId).toString());
  }

  /**
   * On {@code owners}: another node (or this one) took the game over. This node's players' sockets on it are told to
   * the new owner at once ({@link #ownerIs}), whether or not the takeover stored a batch (a game whose clock does not
   * run gets none).
   */
  private void owned(String message) {
    JsonNode m = read(message);
    long gameId = m.path("game").asLong();
    String node = m.path("node").asText();
    ownerIs(gameId, node);
    CompletableFuture<String> waiter = newOwner.remove(gameId);
    if (waiter != null) waiter.complete(node);
  }

  /**
   * Waits until a node says it took the game over, or {@link #LOOK}: a command whose owner is gone (dead, or its
   * lease lapsed and nobody has taken the game yet) waits here instead of asking the database again and again.
   */
  private void awaitOwner(long gameId) {
    CompletableFuture<String> told = newOwner.computeIfAbsent(gameId, id -> new CompletableFuture<>());
    try {
      told.get(LOOK.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException | ExecutionException e) {
      newOwner.remove(gameId, told);   // asked again from the database; a game that ends leaves nothing behind
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static String requests(String node) {
    return "commands:" + node;
  }

  static String answers(String node) {
    return "answers:" + node;
  }

  @Override
  public Submission forward(long gameId, Color color, String message) {
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (true) {
      long left = deadline - System.nanoTime();
      if (left <= 0) return UNREACHABLE;
      if (!redis.linked()) return UNLINKED;   // its answer could not come back: the socket goes to the owner
      String to;
      try {
        to = ownerOf(gameId);
      } catch (RuntimeException e) {
        LOG.warn("game {}: its owner could not be read: {}", gameId, e.getMessage());
        return UNREACHABLE;
      }
      if (to == null) {   // its owner is gone: a living node takes it within seconds
        awaitOwner(gameId);
        continue;
      }
      String id = redis.node() + "-" + ids.incrementAndGet();
      var answer = new CompletableFuture<Submission>();
      waiting.put(id, answer);
      try {
        ObjectNode m = json.createObjectNode().put("kind", "command").put("id", id).put("node", redis.node())
            .put("game", gameId).put("color", color(color)).put("message", message);
        if (redis.publish(requests(to), m.toString()) == 0) {   // nobody listens there: that node is gone
          owners.remove(gameId);
          awaitOwner(gameId);
          continue;
        }
        Submission s = await(answer, to, deadline);
        if (s == null) {   // that node stopped listening before it answered: it died, maybe after playing it
          owners.remove(gameId);
          LOG.warn("game {}: node {} went away before answering command {}", gameId, to, id);
          return UNREACHABLE;
        }
        if (s instanceof Submission.Refused r && r.code().equals("game_moved")) {   // nothing played there
          owners.remove(gameId);
          pause();
          continue;
        }
        return s;
      } catch (TimeoutException e) {
        owners.remove(gameId);
        LOG.warn("game {}: node {} did not answer command {} in {} s", gameId, to, id, TIMEOUT.toSeconds());
        return UNREACHABLE;
      } catch (UnavailableException e) {   // Redis away: the socket goes to the owner (LiveGames.sendAwayTo)
        owners.remove(gameId);
        return UNLINKED;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return UNREACHABLE;
      } catch (ExecutionException e) {
        return UNREACHABLE;
      } finally {
        waiting.remove(id);
      }
    }
  }

  /**
   * The owner's answer; null as soon as the owner's node no longer listens on its channel (Redis drops a dead
   * node's subscriptions when its connection closes), instead of waiting out {@link #TIMEOUT}.
   */
  private Submission await(CompletableFuture<Submission> answer, String to, long deadline)
      throws InterruptedException, ExecutionException, TimeoutException {
    while (true) {
      long left = deadline - System.nanoTime();
      if (left <= 0) throw new TimeoutException();
      try {
        return answer.get(Math.min(left, LOOK.toNanos()), TimeUnit.NANOSECONDS);
      } catch (TimeoutException e) {
        if (redis.listeners(requests(to)) == 0) return null;
      }
    }
  }

  @Override
  public boolean linked() {
    return redis.linked();
  }

  @Override
  public void presence(long gameId, Color color, boolean opened) {
    int[] sockets = open.computeIfAbsent(gameId, id -> new int[2]);
    synchronized (sockets) {
      sockets[color.ordinal()] = Math.max(0, sockets[color.ordinal()] + (opened ? 1 : -1));
      if (sockets[0] == 0 && sockets[1] == 0) {
        open.remove(gameId);
        toldTo.remove(gameId);
      }
    }
    try {
      String to = ownerOf(gameId);
      if (to == null) return;
      if (opened) toldTo.put(gameId, to);
      tell(to, gameId, color, opened);
    } catch (RuntimeException e) {
      LOG.debug("game {}: presence not told to its owner: {}", gameId, e.getMessage());
    }
  }

  private void tell(String to, long gameId, Color color, boolean opened) {
    try {
      redis.publish(requests(to), json.createObjectNode().put("kind", "presence").put("node", redis.node())
          .put("game", gameId).put("color", color(color)).put("open", opened).toString());
    } catch (RuntimeException e) {
      LOG.debug("game {}: presence not told to node {}: {}", gameId, to, e.getMessage());
    }
  }

  /** On this node's {@code commands:NODE}: decided off the delivery thread (a move waits for its commit). */
  private void request(String message) {
    JsonNode m = read(message);
    long gameId = m.path("game").asLong();
    Color color = Color.valueOf(m.path("color").asText().toUpperCase(Locale.ROOT));
    if (m.path("kind").asText().equals("presence")) {
      owner.presence(gameId, color, m.path("open").asBoolean());
      return;
    }
    String id = m.path("id").asText(), from = m.path("node").asText(), command = m.path("message").asText();
    Thread.ofVirtual().name("forwarded-" + id).start(() -> {
      Submission s = owner.answer(gameId, color, command);
      ObjectNode a = json.createObjectNode().put("id", id).put("node", redis.node());
      switch (s) {
        case Submission.Accepted ok -> a.put("ack", ok.version());
        case Submission.Refused r -> a.put("error", r.code()).put("message", r.message());
      }
      try {
        redis.publish(answers(from), a.toString());   // after the batch's frames: one connection, one order
      } catch (RuntimeException e) {
        LOG.warn("game {}: the answer to {} was not sent: {}", gameId, id, e.getMessage());
      }
    });
  }

  /** On this node's {@code answers:NODE}. */
  private void answer(String message) {
    JsonNode m = read(message);
    CompletableFuture<Submission> waiter = waiting.get(m.path("id").asText());
    if (waiter == null) return;   // too late: its player was told already
    waiter.complete(m.has("ack") ? new Submission.Accepted(m.path("ack").asInt())
        : new Submission.Refused(m.path("error").asText(), m.path("message").asText()));
  }

  private String ownerOf(long gameId) {
    String known = owners.get(gameId);
    if (known != null) return known;
    String now = leases.ownerOf(gameId).orElse(null);
    if (now != null) {
      if (owners.size() > 10_000) owners.clear();
      owners.put(gameId, now);
    }
    return now;
  }

  private JsonNode read(String message) {
    try {
      return json.readTree(message);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage());
    }
  }

  private static String color(Color c) {
    return c.name().toLowerCase(Locale.ROOT);
  }

  private static void pause() {
    try {
      Thread.sleep(100);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
