package org.tabuleiro.server.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.StoredEvent;

/**
 * A cluster node's game bus: this node's listeners get its own games' events directly, as on a single server, and
 * every batch is also published through the {@link GameRelay} for the other nodes' sockets; while this node has a
 * listener on a game it watches the game's batches from the other nodes, whichever owns it (the owner changes on a
 * takeover), and hands them to its listeners. A node's own batches come back from the relay too, and are dropped
 * there: its listeners had them. Listeners drop what they have seen by seq (a batch can arrive both ways across a
 * change of owner).
 */
public final class RelayedGameEventBus implements GameEventBus {
  private static final Logger LOG = LoggerFactory.getLogger(RelayedGameEventBus.class);

  private final InMemoryGameEventBus local = new InMemoryGameEventBus();
  private final Map<Long, Integer> watching = new ConcurrentHashMap<>();   // game id -> this node's listeners
  private final ObjectMapper mapper;
  private final GameEventJson events;
  private final LiveJson json;
  private volatile GameRelay relay;

  RelayedGameEventBus(ObjectMapper mapper, GameEventJson events, LiveJson json) {
    this.mapper = mapper;
    this.events = events;
    this.json = json;
  }

  /** The relay to the other nodes (cluster/RedisGameRelay), set once Redis is wired. */
  public void relayThrough(GameRelay relay) {
    this.relay = relay;
  }

  @Override
  public Subscription subscribe(long gameId, Consumer<EventFrame> listener) {
    watching.compute(gameId, (id, n) -> {
      if (n == null && relay != null) {
        try {
          relay.watch(id);
        } catch (RuntimeException e) {
          // Redis away: this node's own events still come; the other nodes' do not, until the socket reconnects.
          LOG.warn("game {}: the other nodes' events cannot be watched: {}", id, e.getMessage());
        }
      }
      return n == null ? 1 : n + 1;
    });
    Subscription sub = local.subscribe(gameId, listener);
    return () -> {
      sub.close();
      watching.computeIfPresent(gameId, (id, n) -> {
        if (n > 1) return n - 1;
        if (relay != null) {
          try {
            relay.unwatch(id);
          } catch (RuntimeException e) {
            LOG.debug("game {}: unwatch: {}", id, e.getMessage());
          }
        }
        return null;
      });
    };
  }

  @Override
  public void publish(long gameId, List<EventFrame> frames) {
    local.publish(gameId, frames);
    GameRelay r = relay;
    if (r == null) return;
    List<String> texts = new ArrayList<>(frames.size());
    for (EventFrame f : frames) texts.add(f.text(json));
    try {
      r.publish(gameId, texts);
    } catch (RuntimeException e) {
      // Stored already: the other nodes' sockets catch up with a sync or when they reconnect.
      LOG.warn("game {}: the batch up to {} was not relayed: {}", gameId, frames.getLast().seq(), e.getMessage());
    }
  }

  /** Another node's batch of the game: handed to this node's listeners, each frame as it was sent there. */
  public void receive(long gameId, List<String> frames) {
    List<EventFrame> batch = new ArrayList<>(frames.size());
    for (String text : frames) {
      try {
        JsonNode frame = mapper.readTree(text);
        batch.add(EventFrame.relayed(new StoredEvent(frame.path("v").asInt(), events.read(frame.path("event").toString())),
            text));
      } catch (Exception e) {
        LOG.warn("game {}: a relayed frame could not be read: {}", gameId, e.toString());
        return;
      }
    }
    local.publish(gameId, batch);
  }

  /** Whether this node has a listener on the game (tests). */
  boolean watches(long gameId) {
    return watching.containsKey(gameId);
  }
}
