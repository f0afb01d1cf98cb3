package org.tabuleiro.server.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * One game played by the kill loop's load: both players' sockets on the node {@link #route} names (through the
 * balancer, pinned by its cookie), and the side to move sends the next scripted move once per pace, after the
 * previous one was acknowledged. Every acknowledgement is kept with its instant and node: that move must never be
 * lost. A socket that closes (its node killed) or stops answering is opened again, wherever the route says then;
 * the {@code state} it gets must hold every acknowledged move, in order, or the missing ones are counted as lost.
 */
final class DrivenGame {
  private static final Duration ANSWER = Duration.ofSeconds(5);

  /** Where a game's sockets go: a port, the cookie that pins them there, and the node's name. */
  record Target(int port, String pin, String node) {}

  /**
   * One acknowledged move: its ply, when its ack came ({@code System.nanoTime}) and from which node, and how long
   * after its frame was sent; a move whose ack was lost with its node but which a later {@code state} showed stored
   * has instant 0, node "?" and took 0.
   */
  record Ack(int ply, String move, long atNanos, String node, long tookNanos) {}

  private final long id;
  private final ClusterPlayers.Pair players;
  private final Function<DrivenGame, Target> route;
  private final long paceNanos;
  private final List<Ack> acks = new ArrayList<>();
  private final List<String> problems = new ArrayList<>();
  /** What happened to its sockets, with when ({@code System.nanoTime}): the story of a slow recovery. */
  private final List<Step> steps = new ArrayList<>();

  /** One thing its sockets did or were told, at {@code atNanos}. */
  record Step(long atNanos, String what) {}
  private volatile boolean running = true;
  private volatile boolean over;
  private volatile String node;
  /** The node a socket's close (code 4307, Redis away) named as the game's owner: the next sockets go there. */
  private volatile String sentTo;
  private int sentAway;
  /** What its sockets were told besides acks, by name: error codes, close codes ("closed 4503"), silences. */
  private final java.util.Map<String, Integer> told = new java.util.TreeMap<>();
  private int lost;
  private int reconnects;
  /** When its sockets last broke, when the route named a node again after that, when a state last came. */
  private volatile long brokenNanos, routedNanos, stateNanos;
  private Thread thread;

  DrivenGame(long id, ClusterPlayers.Pair players, Function<DrivenGame, Target> route, Duration pace) {
    this.id = id;
    this.players = players;
    this.route = route;
    this.paceNanos = pace.toNanos();
  }

  long id() {
    return id;
  }

  /** The node its sockets are on now (null while reconnecting). */
  String node() {
    return node;
  }

  /** Where the game was created and first played. */
  void startOn(String createdOn) {
    node = createdOn;
    thread = Thread.ofVirtual().name("driven-game-" + id).start(this::run);
  }

  boolean isOver() {
    return over;
  }

  synchronized List<Ack> acks() {
    return List.copyOf(acks);
  }

  synchronized List<String> ackedMoves() {
    return acks.stream().map(Ack::move).toList();
  }

  /** The first acknowledgement after {@code nanos} from a node other than {@code not}; null when none yet. */
  synchronized Ack firstAckAfter(long nanos, String not) {
    for (Ack a : acks) {
      if (a.atNanos() > nanos && !a.node().equals(not)) return a;
    }
    return null;
  }

  /** How many moves were acknowledged (not counting those only seen stored in a state after a reconnection). */
  synchronized int acknowledged() {
    return (int) acks.stream().filter(a -> a.atNanos() != 0).count();
  }

  synchronized long lastAckNanos() {
    return acks.isEmpty() ? 0 : acks.getLast().atNanos();
  }

  synchronized int lost() {
    return lost;
  }

  synchronized int reconnects() {
    return reconnects;
  }

  /** What its sockets were told besides acks ({@code game_moved}, {@code closed 4503}, {@code unanswered}...). */
  synchronized java.util.Map<String, Integer> told() {
    return java.util.Map.copyOf(told);
  }

  private synchronized void tell(String what) {
    told.merge(what, 1, Integer::sum);
  }

  /** How many times its sockets were sent to the game's owner by a node that could not reach it (code 4307). */
  synchronized int sentAway() {
    return sentAway;
  }

  synchronized List<String> problems() {
    return List.copyOf(problems);
  }

  /** What its sockets did after {@code nanos}, each as "+MS what" (ms after {@code nanos}). */
  synchronized String storyAfter(long nanos) {
    StringBuilder out = new StringBuilder();
    for (Step s : steps) {
      if (s.atNanos() > nanos) out.append(" +").append((s.atNanos() - nanos) / 1_000_000).append(' ').append(s.what());
    }
    return out.toString().strip();
  }

  private synchronized void step(String what) {
    if (steps.size() >= 200) steps.subList(0, 100).clear();
    steps.add(new Step(System.nanoTime(), what));
  }

  /** Stops playing (the move under way is still answered). */
  void halt() {
    running = false;
  }

  /** Stops playing and waits until it has. */
  void stop() throws InterruptedException {
    running = false;
    if (thread != null) thread.join(15_000);
  }

  /**
   * The phases of its last reconnection, in ms after {@code t0}: sockets broken, route named a node, state
   * received; -1 for a phase not after {@code t0}.
   */
  long[] phasesAfter(long t0) {
    return new long[] {since(t0, brokenNanos), since(t0, routedNanos), since(t0, stateNanos)};
  }

  private static long since(long t0, long at) {
    return at > t0 ? (at - t0) / 1_000_000 : -1;
  }

  private void run() {
    long nextMove = System.nanoTime();
    boolean routed = true;
    while (running && !over) {
      Target t = route.apply(this);
      if (t == null) {
        routed = false;
        pause(100);
        continue;
      }
      if (!routed) {
        routedNanos = System.nanoTime();
        routed = true;
      }
      String path = "/ws/game/" + id;
      String to = sentTo;
      sentTo = null;
      if (to != null) {   // as the web page does: the balancer sends `?node=` to that node
        path += "?node=" + to;
        t = new Target(t.port(), t.pin(), to);
      }
      step("open on " + t.node());
      JsonSocket white = null, black = null;
      try {
        white = JsonSocket.open(t.port(), path, players.white().cookie() + "; " + t.pin(), null);
        black = JsonSocket.open(t.port(), path, players.black().cookie() + "; " + t.pin(), null);
        JsonNode ws = state(white), bs = ws == null ? null : state(black);
        if (ws == null || bs == null) {
          step("no state" + away(white, black));
          continue;
        }
        stateNanos = System.nanoTime();
        step("state");
        node = t.node();
        int ply = fromState(ws);
        if (!ws.path("result").isNull()) {
          over = true;
          break;
        }
        while (running && ply < ShuffleScript.MOVES.size()) {
          for (long wait; (wait = nextMove - System.nanoTime()) > 0; ) pause(Math.max(1, wait / 1_000_000));
          nextMove = System.nanoTime() + paceNanos;
          JsonSocket mover = ply % 2 == 0 ? white : black, other = ply % 2 == 0 ? black : white;
          String move = ShuffleScript.MOVES.get(ply);
          long sent = System.nanoTime();
          mover.send("{\"t\":\"move\",\"move\":\"" + move + "\",\"id\":" + ply + "}");
          JsonNode answer = answer(mover, ply);
          while (other.poll() != null) {
            // the other side's events are not needed
          }
          if (answer == null) {   // closed or silent: open again, maybe elsewhere
            tell(mover.isClosed() ? "closed " + mover.closeCode() : "unanswered");
            step("move " + ply + " unanswered" + (mover.isClosed() ? " (closed " + mover.closeCode() + ")" : "")
                + away(white, black));
            brokenNanos = System.nanoTime();
            routedNanos = brokenNanos;
            break;
          }
          String code = answer.path("code").asText();
          // Another node owns it now (go there), or the owner did not answer within 5 s (the move may or may not
          // have been played: the state after reconnecting says).
          if (!code.isEmpty()) tell(code);
          if (code.equals("game_moved") || code.equals("owner_unreachable")) {
            step("move " + ply + " " + code);
            brokenNanos = System.nanoTime();
            routedNanos = brokenNanos;
            break;
          }
          if (answer.path("t").asText().equals("error")) {
            problem("move " + ply + " " + move + " refused on " + t.node() + ": " + answer);
            break;
          }
          acked(ply, move, t.node(), System.nanoTime() - sent);
          ply++;
        }
        if (ply >= ShuffleScript.MOVES.size()) over = true;
      } catch (RuntimeException e) {
        step("refused: " + e.getMessage());
        pause(100);   // the node or the balancer refused the connection: try again
      } finally {
        node = null;
        if (white != null) white.close();
        if (black != null) black.close();
        synchronized (this) {
          reconnects++;
        }
      }
    }
  }

  /**
   * When a socket was closed with code 4307 ({@code game_elsewhere:NODE}: Redis away, the game is NODE's), the next
   * sockets go to NODE; returns what the story says of it.
   */
  private String away(JsonSocket... sockets) {
    for (JsonSocket s : sockets) {
      if (s.closeCode() == 4307 && s.closeReason().startsWith("game_elsewhere:")) {
        sentTo = s.closeReason().substring("game_elsewhere:".length());
        synchronized (this) {
          sentAway++;
        }
        return ", sent to " + sentTo;
      }
    }
    return "";
  }

  /** The socket's {@code state} frame; null when it closed first or none came in time. */
  private static JsonNode state(JsonSocket socket) {
    long deadline = System.nanoTime() + ANSWER.toNanos();
    while (System.nanoTime() < deadline) {
      JsonNode n = socket.await("state", Duration.ofMillis(100));
      if (n != null) return n;
      if (socket.isClosed()) return null;
    }
    return null;
  }

  /** The {@code ack} or {@code error} of move {@code ply}; null when the socket closed or nothing came. */
  private static JsonNode answer(JsonSocket mover, int ply) {
    long deadline = System.nanoTime() + ANSWER.toNanos();
    while (System.nanoTime() < deadline) {
      JsonNode n = mover.await(f -> (f.path("t").asText().equals("ack") || f.path("t").asText().equals("error"))
          && f.path("id").asInt(-1) == ply, Duration.ofMillis(100));
      if (n != null) return n;
      if (mover.isClosed()) return null;
    }
    return null;
  }

  /** Checks the state's moves against the acknowledged ones; returns the ply to play next. */
  private synchronized int fromState(JsonNode state) {
    List<String> moves = state.path("moves").valueStream().map(JsonNode::asText).toList();
    int same = 0;
    while (same < Math.min(moves.size(), acks.size()) && moves.get(same).equals(acks.get(same).move())) same++;
    if (same < acks.size()) {
      lost += acks.size() - same;
      problem("state on " + node + " has " + moves.size() + " moves, " + same + " of the " + acks.size()
          + " acknowledged");
      acks.subList(same, acks.size()).clear();   // counted once; play goes on from what is there
    }
    return moves.size();
  }

  private synchronized void acked(int ply, String move, String on, long took) {
    if (ply != acks.size()) {
      // A move stored but not acknowledged before its node died comes back in the state: counted here in order.
      while (acks.size() < ply) acks.add(new Ack(acks.size(), ShuffleScript.MOVES.get(acks.size()), 0, "?", 0));
    }
    acks.add(new Ack(ply, move, System.nanoTime(), on, took));
    step("ack " + ply + " on " + on);
  }

  private synchronized void problem(String text) {
    if (problems.size() < 20) problems.add("game " + id + ": " + text);
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
