package org.tabuleiro.server.notify;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * Each player's notices and open {@code /ws/me} sockets. The notices are held in memory and kept in a
 * {@link NoticeStore}: a restart loses none, but for the challenges'
 * own notices, dropped at start since the challenges live in memory and end with the restart. A player with a
 * socket open is online. Every list has a bound: {@link #KEPT} notices per player, none older than
 * {@link #MAX_AGE}; a player's inbox is dropped when it has neither sockets nor notices.
 */
public final class Notifications {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(Notifications.class);
  public static final int KEPT = 30;
  public static final Duration MAX_AGE = Duration.ofDays(7);

  /** Told once when a player comes online (their first socket), to tell others (a saved game's opponent). */
  public interface Arrivals {
    void cameOnline(long accountId, String username);
  }

  private final class Inbox {
    final String username;
    final Deque<Notice> notices = new ArrayDeque<>();   // oldest first
    final Map<String, Consumer<String>> sockets = new LinkedHashMap<>();

    Inbox(String username) {
      this.username = username;
    }

    int unread() {
      return (int) notices.stream().filter(n -> !n.read()).count();
    }

    void toAll(String frame) {
      for (Consumer<String> s : sockets.values()) {
        try {
          s.accept(frame);
        } catch (RuntimeException e) {
          // a socket closing under us: its close handler removes it
        }
      }
    }
  }

  private final Map<Long, Inbox> inboxes = new ConcurrentHashMap<>();
  private final AtomicLong ids = new AtomicLong();
  private final InstantSource clock;
  private final ObjectMapper json;
  private final NoticeStore store;
  private volatile Arrivals arrivals = (id, name) -> { };
  /** Null on a single server; a cluster node's, set once while the server is wired, before any socket. */
  private volatile NoticeRelay relay;
  /** Null on a single server; a cluster node's, set once while the server is wired. */
  private volatile OnlineElsewhere elsewhere;

  public Notifications(InstantSource clock, ObjectMapper json) {
    this(clock, json, NoticeStore.NONE);
  }

  /** Takes up the notices {@code store} holds (those of open challenges dropped: the challenges ended). */
  public Notifications(InstantSource clock, ObjectMapper json, NoticeStore store) {
    this.clock = clock;
    this.json = json;
    this.store = store;
    ids.set(store.lastId());
    List<Long> gone = new ArrayList<>();
    for (NoticeStore.Stored s : store.all()) {
      if (s.notice().type().equals("challenge")) {
        gone.add(s.notice().id());
        continue;
      }
      inboxes.computeIfAbsent(s.accountId(), id -> new Inbox(s.username())).notices.addLast(s.notice());
    }
    for (Inbox inbox : inboxes.values()) gone.addAll(prune(inbox));
    store.remove(gone);
    inboxes.values().removeIf(inbox -> inbox.notices.isEmpty());
  }

  /**
   * Makes this a cluster node's bell: notices made, taken back or read here are told to the other nodes through
   * {@code relay}, theirs come back through {@link #deliverPush}, {@link #deliverRemove}, {@link #deliverRead}.
   * Called once, while the server is wired.
   */
  public void relayThrough(NoticeRelay relay) {
    if (this.relay != null) throw new IllegalStateException("notices already relayed");
    this.relay = relay;
  }

  /**
   * Makes {@link #online} a cluster's: this node's players are told to {@code elsewhere}, and the list is every
   * node's. Called once, while the server is wired.
   */
  public void onlineThrough(OnlineElsewhere elsewhere) {
    if (this.elsewhere != null) throw new IllegalStateException("presence already shared");
    this.elsewhere = elsewhere;
    elsewhere.start(this::onlineHere);
  }

  /** The largest notice id given or stored so far (a cluster's shared counter starts above it). */
  public long lastId() {
    return ids.get();
  }

  /** A notice made on another node: held here too, and sent to the player's sockets here. */
  public void deliverPush(long accountId, String username, Notice n) {
    Inbox inbox = inboxes.computeIfAbsent(accountId, id -> new Inbox(username));
    synchronized (inbox) {
      if (inbox.notices.stream().anyMatch(held -> held.id() == n.id())) return;
      inbox.notices.addLast(n);
      prune(inbox);   // the node that made it keeps the store
      inbox.toAll(frame("notification", Map.of("notification", json(n), "unread", inbox.unread())));
    }
  }

  /** Notices taken back on another node (stored there). */
  public void deliverRemove(long accountId, List<Long> ids) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return;
    synchronized (inbox) {
      for (long id : ids) {
        if (inbox.notices.removeIf(n -> n.id() == id)) {
          inbox.toAll(frame("gone", Map.of("id", id, "unread", inbox.unread())));
        }
      }
      dropIfEmpty(accountId, inbox);
    }
  }

  /** The player read their notices on another node (stored there). */
  public void deliverRead(long accountId) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return;
    synchronized (inbox) {
      List<Notice> read = inbox.notices.stream().map(Notice::asRead).toList();
      inbox.notices.clear();
      inbox.notices.addAll(read);
      inbox.toAll(frame("read", Map.of("unread", 0)));
      dropIfEmpty(accountId, inbox);
    }
  }

  /** Tells the other nodes; while they cannot be reached, they see it from the store after their next start. */
  private void tellOthers(java.util.function.Consumer<NoticeRelay> what) {
    NoticeRelay relayed = relay;
    if (relayed == null) return;
    try {
      what.accept(relayed);
    } catch (org.tabuleiro.server.common.UnavailableException e) {
      // stored here; the other nodes read the store at their next start
    }
  }

  public void onArrival(Arrivals a) {
    this.arrivals = a;
  }

  /**
   * Tells {@code accountId} something: kept among its latest {@link #KEPT}, sent to its open sockets. On a cluster's
   * node while Redis is away, nothing is kept or sent (id 0 returned): a notice's id must be unique in the cluster.
   */
  public Notice push(long accountId, String username, String type, Map<String, Object> data) {
    NoticeRelay relayed = relay;
    long noticeId;
    if (relayed == null) {
      noticeId = ids.incrementAndGet();
    } else {
      try {
        noticeId = relayed.nextId();   // unique in the cluster: every node's notices share the store's key
      } catch (org.tabuleiro.server.common.UnavailableException e) {
        // No id that cannot collide with another node's: the bell misses this one, what it tells of goes on (a
        // move, a pairing must never fail for a notice).
        LOG.warn("notice {} for account {} not given: {}", type, accountId, e.getMessage());
        return new Notice(0, type, data, clock.instant(), false);
      }
      ids.accumulateAndGet(noticeId, Math::max);
    }
    Notice n = new Notice(noticeId, type, data, clock.instant(), false);
    Inbox inbox = inboxes.computeIfAbsent(accountId, id -> new Inbox(username));
    synchronized (inbox) {
      store.add(accountId, n);
      inbox.notices.addLast(n);
      store.remove(prune(inbox));
      inbox.toAll(frame("notification", Map.of("notification", json(n), "unread", inbox.unread())));
    }
    tellOthers(r -> r.pushed(accountId, username, n));
    return n;
  }

  /** Takes back the notices of {@code accountId} that {@code which} picks (an answered challenge); sockets are told. */
  public void remove(long accountId, Predicate<Notice> which) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return;
    synchronized (inbox) {
      List<Notice> taken = inbox.notices.stream().filter(which).toList();
      store.remove(taken.stream().map(Notice::id).toList());
      for (Notice n : taken) {
        if (inbox.notices.remove(n)) inbox.toAll(frame("gone", Map.of("id", n.id(), "unread", inbox.unread())));
      }
      dropIfEmpty(accountId, inbox);
      if (!taken.isEmpty()) tellOthers(r -> r.removed(accountId, taken.stream().map(Notice::id).toList()));
    }
  }

  /** The player's notices, newest first, and how many are unread. */
  public Map<String, Object> list(long accountId) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return Map.of("notifications", List.of(), "unread", 0);
    synchronized (inbox) {
      store.remove(prune(inbox));
      return Map.of("notifications", inbox.notices.reversed().stream().map(this::json).toList(), "unread", inbox.unread());
    }
  }

  /** Every notice of the player is read; its sockets are told. */
  public void markRead(long accountId) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return;
    synchronized (inbox) {
      store.markRead(accountId);
      List<Notice> read = inbox.notices.stream().map(Notice::asRead).toList();
      inbox.notices.clear();
      inbox.notices.addAll(read);
      inbox.toAll(frame("read", Map.of("unread", 0)));
      dropIfEmpty(accountId, inbox);
    }
    tellOthers(r -> r.read(accountId));
  }

  /**
   * A socket of the player's opens: it gets the notices first ({@code notifications}), then each new one. Returns
   * what closes it.
   */
  public Runnable connect(long accountId, String username, String socketId, Consumer<String> send) {
    boolean arrived;
    Inbox inbox;
    while (true) {
      inbox = inboxes.computeIfAbsent(accountId, id -> new Inbox(username));
      synchronized (inbox) {
        if (inboxes.get(accountId) != inbox) continue;   // dropped meanwhile: take the new one
        store.remove(prune(inbox));
        arrived = inbox.sockets.isEmpty();
        send.accept(frame("notifications", Map.of(
            "notifications", inbox.notices.reversed().stream().map(this::json).toList(), "unread", inbox.unread())));
        inbox.sockets.put(socketId, send);
        break;
      }
    }
    if (arrived) arrivals.cameOnline(accountId, username);
    OnlineElsewhere shared = elsewhere;
    if (arrived && shared != null) shared.changed();
    Inbox held = inbox;
    return () -> {
      boolean left;
      synchronized (held) {
        held.sockets.remove(socketId);
        left = held.sockets.isEmpty();
        dropIfEmpty(accountId, held);
      }
      if (left && shared != null) shared.changed();
    };
  }

  /**
   * The players with a socket open: account id to username; on a cluster's node, on every node (this node's alone
   * while the others cannot be asked).
   */
  public Map<Long, String> online() {
    OnlineElsewhere shared = elsewhere;
    if (shared == null) return onlineHere();
    Map<Long, String> out = onlineHere();
    try {
      shared.everyone().forEach(out::putIfAbsent);
    } catch (org.tabuleiro.server.common.UnavailableException e) {
      // this node's players only, until the others can be asked again
    }
    return out;
  }

  /**
   * On a cluster's node, the game each player is playing on the other nodes, as they last told it (a few seconds
   * old at most); empty on a single server, or while the others cannot be asked.
   */
  public Map<Long, Long> playingElsewhere() {
    OnlineElsewhere shared = elsewhere;
    if (shared == null) return Map.of();
    try {
      return shared.playing();
    } catch (org.tabuleiro.server.common.UnavailableException e) {
      return Map.of();
    }
  }

  /** The players with a socket open on this node. */
  private Map<Long, String> onlineHere() {
    Map<Long, String> out = new LinkedHashMap<>();
    inboxes.forEach((id, inbox) -> {
      synchronized (inbox) {
        if (!inbox.sockets.isEmpty()) out.put(id, inbox.username);
      }
    });
    return out;
  }

  public boolean isOnline(long accountId) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return false;
    synchronized (inbox) {
      return !inbox.sockets.isEmpty();
    }
  }

  int inboxesHeld() {
    return inboxes.size();
  }

  /** Drops the notices beyond {@link #KEPT} or older than {@link #MAX_AGE}; returns their ids, for the store. */
  private List<Long> prune(Inbox inbox) {
    Instant oldest = clock.instant().minus(MAX_AGE);
    List<Long> dropped = new ArrayList<>(0);
    while (inbox.notices.size() > KEPT || !inbox.notices.isEmpty() && inbox.notices.peekFirst().at().isBefore(oldest)) {
      dropped.add(inbox.notices.pollFirst().id());
    }
    return dropped;
  }

  /** Called holding the inbox's lock. */
  private void dropIfEmpty(long accountId, Inbox inbox) {
    if (inbox.sockets.isEmpty() && inbox.notices.isEmpty()) inboxes.remove(accountId, inbox);
  }

  Map<String, Object> json(Notice n) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", n.id());
    m.put("type", n.type());
    m.put("at", n.at().toString());
    m.put("read", n.read());
    m.putAll(n.data());
    return m;
  }

  private String frame(String type, Map<String, Object> fields) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("t", type);
    m.putAll(fields);
    try {
      return json.writeValueAsString(m);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("notification frame", e);
    }
  }

  /** The notices' list as given to the page, for tests. */
  List<Notice> notices(long accountId) {
    Inbox inbox = inboxes.get(accountId);
    if (inbox == null) return List.of();
    synchronized (inbox) {
      return new ArrayList<>(inbox.notices);
    }
  }
}
