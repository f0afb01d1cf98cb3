package org.tabuleiro.server.lobby;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * The lobby's live feed: every browser with the lobby open gets seeks as they come and go, and a player is told the
 * moment one of their seeks becomes a game. Frames are JSON text; the sockets are {@link LobbySocket}'s.
 */
public final class LobbyFeed {
  private record Subscriber(Long accountId, Consumer<String> send) {}

  private final Map<String, Subscriber> subscribers = new ConcurrentHashMap<>();
  private final ObjectMapper json;
  /** Null on a single server; a cluster node's, set once while the server is wired, before any socket. */
  private volatile LobbyRelay relay;

  LobbyFeed(ObjectMapper json) {
    this.json = json;
  }

  /**
   * Makes this a cluster node's feed: frames go to every node through {@code relay} and come back through
   * {@link #deliverToAll} and {@link #deliverToAccount}. Called once, while the server is wired.
   */
  public void relayThrough(LobbyRelay relay) {
    if (this.relay != null) throw new IllegalStateException("lobby already relayed");
    this.relay = relay;
  }

  /** {@code {"t":"seeks","seeks":[...]}}: the whole lobby, first thing on a new connection. */
  String snapshot(List<Seek> seeks) {
    return frame("seeks", "seeks", seeks.stream().map(LobbyModule.SeekJson::of).toList());
  }

  /** {@code {"t":"seek","seek":{...}}} to everyone. */
  void seekAdded(Seek seek) {
    toAll(frame("seek", "seek", LobbyModule.SeekJson.of(seek)));
  }

  /** {@code {"t":"gone","id":N}} to everyone: taken, cancelled or withdrawn. */
  public void seekGone(long seekId) {
    toAll(frame("gone", "id", seekId));
  }

  /** {@code {"t":"paired","gameId":N,"socket":"/ws/game/N"}} to both players of a new game. */
  void paired(long gameId, long firstAccount, long secondAccount) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("t", "paired");
    m.put("gameId", gameId);
    m.put("socket", "/ws/game/" + gameId);
    String text = write(m);
    toAccount(firstAccount, text);
    toAccount(secondAccount, text);
  }

  private String frame(String type, String field, Object value) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("t", type);
    m.put(field, value);
    return write(m);
  }

  private String write(Object value) {
    try {
      return json.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("lobby frame", e);
    }
  }

  void join(String connectionId, Long accountId, Consumer<String> send) {
    subscribers.put(connectionId, new Subscriber(accountId, send));
  }

  /** Forgets a connection; true when it was the account's last one (its player has left the lobby). */
  boolean leave(String connectionId) {
    Subscriber gone = subscribers.remove(connectionId);
    if (gone == null || gone.accountId() == null) return false;
    return subscribers.values().stream().noneMatch(s -> gone.accountId().equals(s.accountId()));
  }

  void toAll(String frame) {
    LobbyRelay relayed = relay;
    if (relayed != null) relayed.toAll(frame);
    else deliverToAll(frame);
  }

  void toAccount(long accountId, String frame) {
    LobbyRelay relayed = relay;
    if (relayed != null) relayed.toAccount(accountId, frame);
    else deliverToAccount(accountId, frame);
  }

  /** {@code frame} to every lobby socket of this node. */
  public void deliverToAll(String frame) {
    for (Subscriber s : subscribers.values()) send(s, frame);
  }

  /** {@code frame} to {@code accountId}'s lobby sockets on this node. */
  public void deliverToAccount(long accountId, String frame) {
    for (Subscriber s : subscribers.values()) {
      if (s.accountId() != null && s.accountId() == accountId) send(s, frame);
    }
  }

  private static void send(Subscriber s, String frame) {
    try {
      s.send().accept(frame);
    } catch (RuntimeException e) {
      // a socket closing under us: its close handler removes it
    }
  }
}
