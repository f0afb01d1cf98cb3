package org.tabuleiro.server.chat;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;

/**
 * Chat: each game's two rooms and the club's room in the lobby ({@link #CLUB}). The rules for saying something
 * (signed in, the right room, {@link #MAX_CHARS} characters, within the {@link ChatLimits} of one room and of all
 * rooms together, not muted), mutes and reports. The mutes in force are kept in the database too ({@link MuteStore}):
 * a restart lifts none. The lines and the reports are in memory only: a restart empties the rooms and forgets the
 * reports (docs/protocol.md, "Chat"; docs/server/running.md, "Chat, mutes and the bell across a restart"). Every list
 * has a bound: {@link GameChat#HISTORY} lines per room, {@link #IDLE_ROOMS} games' chats kept with nobody in them,
 * {@link #MAX_REPORTS} reports, {@link #REPORTS_PER_REPORTER} per reporter in {@link #REPORT_WINDOW}.
 */
public final class ChatService {
  public static final int MAX_CHARS = 140;
  public static final int RATE_LIMIT = ChatLimits.DEFAULT.roomLines();
  public static final Duration RATE_WINDOW = ChatLimits.DEFAULT.roomWindow();
  /** The club's room (the lobby's chat) where a game's id would be: no game has id 0. Never forgotten. */
  public static final long CLUB = 0;
  /** Games whose chat is kept (its last lines, for whoever comes back) while nobody listens; the oldest go first. */
  public static final int IDLE_ROOMS = 2_000;
  /** Reports kept for the moderators; beyond, the oldest goes. */
  public static final int MAX_REPORTS = 1_000;
  /** Reports one player may file in {@link #REPORT_WINDOW}; a line reported again is the same report. */
  public static final int REPORTS_PER_REPORTER = 20;
  public static final Duration REPORT_WINDOW = Duration.ofHours(24);


  /** Who is writing: a signed-in account, and whether it plays this game. */
  public record Speaker(long accountId, String name, boolean isPlayer) {}

  private final InstantSource clock;
  private final ChatLimits limits;
  private final MuteStore mutes;
  private final Map<Long, Deque<Instant>> recentByAccount = new HashMap<>();   // guarded by itself
  private final Map<Long, GameChat> games = new ConcurrentHashMap<>();
  private final Map<Long, Instant> mutedUntil = new ConcurrentHashMap<>();
  private final Deque<ChatReport> reports = new ArrayDeque<>();   // oldest first; guarded by itself
  private final Set<Long> idle = new LinkedHashSet<>();   // games whose chat nobody listens to, oldest first; guarded by itself
  private final AtomicLong lineIds = new AtomicLong();
  private final AtomicLong reportIds = new AtomicLong();
  /** Null on a single server; a cluster node's, set once while the server is wired, before any socket. */
  private volatile ChatRelay relay;

  public ChatService(InstantSource clock) {
    this(clock, ChatLimits.DEFAULT);
  }

  public ChatService(InstantSource clock, ChatLimits limits) {
    this(clock, limits, MuteStore.NONE);
  }

  /** Takes up the mutes {@code mutes} holds in force now. */
  public ChatService(InstantSource clock, ChatLimits limits, MuteStore mutes) {
    this.clock = clock;
    this.limits = limits;
    this.mutes = mutes;
    mutedUntil.putAll(mutes.inForce(clock.instant()));
    games.put(CLUB, new GameChat());
  }

  /**
   * Makes this a cluster node's chat: lines go to every node through {@code relay}, and come back through
   * {@link #deliver}. Called once, while the server is wired.
   */
  public void relayThrough(ChatRelay relay) {
    if (this.relay != null) throw new IllegalStateException("chat already relayed");
    this.relay = relay;
  }

  /**
   * A line said on some node of the cluster (this one too), in the one order the relay gives every node: kept in its
   * room's history here and sent to the room's listeners here, when this node holds the room.
   */
  public void deliver(ChatLine line) {
    GameChat chat = games.get(line.gameId());
    if (chat != null) chat.deliver(line);
  }

  /** A mute given on another node of the cluster (it is stored there). */
  public void mutedElsewhere(long accountId, Instant until) {
    mutedUntil.merge(accountId, until, (a, b) -> a.isAfter(b) ? a : b);
  }

  /** The club's room: the frames of its history first, then of every line said in it. Returns what stops listening. */
  public Runnable listenClub(Consumer<String> out) {
    return games.get(CLUB).join(ChatRoom.CLUB, out);
  }

  /**
   * Players listen to the players' room, everyone else to the spectators'; {@code out} gets each line's socket frame
   * (written once per line, shared), the history's first.
   */
  public Runnable listen(long gameId, boolean isPlayer, Consumer<String> out) {
    Runnable leave;
    synchronized (idle) {
      idle.remove(gameId);
      leave = games.computeIfAbsent(gameId, id -> new GameChat()).join(isPlayer ? ChatRoom.PLAYER : ChatRoom.SPECTATOR, out);
    }
    return () -> {
      leave.run();
      left(gameId);
    };
  }

  /**
   * A listener has gone: a chat nobody listens to is forgotten when it has no lines, else kept among the
   * {@link #IDLE_ROOMS} most recently left (a player who reconnects finds the lines), the oldest forgotten.
   */
  private void left(long gameId) {
    if (gameId == CLUB) return;
    synchronized (idle) {
      GameChat chat = games.get(gameId);
      if (chat == null || !chat.hasNoListeners()) return;
      if (chat.isIdle()) {
        games.remove(gameId);
        return;
      }
      idle.add(gameId);
      while (idle.size() > IDLE_ROOMS) {
        Long oldest = idle.iterator().next();
        idle.remove(oldest);
        games.computeIfPresent(oldest, (id, c) -> c.hasNoListeners() ? null : c);
      }
    }
  }

  public Result<ChatLine> say(long gameId, ChatRoom room, Speaker speaker, String text) {
    if (speaker == null) return refuse("chat_not_allowed", "É preciso entrar na sua conta para conversar.");
    if ((room == ChatRoom.CLUB) != (gameId == CLUB)) {
      return refuse("chat_not_allowed", "A sala do clube fica no salão, não numa partida.");
    }
    if (room != ChatRoom.CLUB && (room == ChatRoom.PLAYER) != speaker.isPlayer()) {
      return refuse("chat_not_allowed", room == ChatRoom.PLAYER
          ? "Só os jogadores falam na sala dos jogadores." : "Os jogadores não falam na sala dos espectadores.");
    }
    String said = text == null ? "" : text.strip();
    if (said.isEmpty()) return refuse("chat_empty", "A mensagem está vazia.");
    if (said.codePointCount(0, said.length()) > MAX_CHARS) {
      return refuse("chat_too_long", "Mensagem longa demais (máximo " + MAX_CHARS + " caracteres).");
    }
    Instant now = clock.instant();
    Instant muted = mutedUntil.get(speaker.accountId());
    if (muted != null && now.isBefore(muted)) {
      // the instant in ISO 8601: the page writes it in the reader's language and time zone
      return refuse("muted", "Você foi silenciado pela moderação até " + muted.truncatedTo(ChronoUnit.SECONDS) + ".");
    }
    GameChat chat = games.get(gameId);   // only a listener of the game speaks in it (its socket joined first)
    if (chat == null) return refuse("chat_not_allowed", "Esta conversa não está mais aberta.");
    synchronized (recentByAccount) {   // then the room's lock: never the other way round
      Deque<Instant> mine = recent(speaker.accountId(), now);
      if (mine.size() >= limits.accountLines()
          || !chat.allow(speaker.accountId(), now, limits.roomLines(), limits.roomWindow())) {
        return refuse("chat_rate_limited", "Mensagens demais; espere um pouco.");
      }
      mine.addLast(now);
    }
    ChatRelay relayed = relay;
    if (relayed != null) {
      // A cluster node's line reaches its own listeners as the others' do, through the relay, in the relay's order.
      try {
        // Counted again on every node together: this node's count above holds its own sockets only.
        if (!relayed.allow(speaker.accountId(), gameId, now, limits)) {
          return refuse("chat_rate_limited", "Mensagens demais; espere um pouco.");
        }
        ChatLine line = new ChatLine(relayed.nextLineId(), gameId, room, speaker.accountId(), speaker.name(), said, now);
        relayed.send(line);
        return Result.ok(line);
      } catch (org.tabuleiro.server.common.UnavailableException e) {
        return refuse("chat_unavailable", "A conversa está fora do ar por um momento; tente de novo em alguns segundos.");
      }
    }
    // The id is drawn under the room's lock: a room's lines reach every listener in the order of their ids.
    return Result.ok(chat.say(() -> new ChatLine(lineIds.incrementAndGet(), gameId, room, speaker.accountId(),
        speaker.name(), said, now)));
  }

  /**
   * {@code accountId}'s lines within the account window before {@code now}; accounts whose last line is older are
   * forgotten on the way, so the map holds recent writers only. Called holding {@link #recentByAccount}.
   */
  private Deque<Instant> recent(long accountId, Instant now) {
    Instant since = now.minus(limits.accountWindow());
    if (recentByAccount.size() > 1_000) {
      recentByAccount.values().removeIf(times -> times.isEmpty() || !times.peekLast().isAfter(since));
    }
    Deque<Instant> times = recentByAccount.computeIfAbsent(accountId, id -> new ArrayDeque<>());
    while (!times.isEmpty() && !times.peekFirst().isAfter(since)) times.pollFirst();
    return times;
  }

  /**
   * Mutes {@code accountId} in every room until {@code now + length}, stored before it is answered (a restart lifts
   * no mute); returns the end of the mute.
   */
  public Instant mute(long accountId, Duration length) {
    Instant now = clock.instant();
    Instant until = now.plus(length);
    synchronized (mutedUntil) {   // the store and the map agree on the last mute given
      mutes.put(accountId, until, now);
      mutedUntil.values().removeIf(end -> !end.isAfter(now));   // one entry per player muted now, no more
      mutedUntil.put(accountId, until);
    }
    ChatRelay relayed = relay;
    if (relayed != null) {
      try {
        relayed.muted(accountId, until);
      } catch (org.tabuleiro.server.common.UnavailableException e) {
        // stored: the other nodes read it at their next start; this node enforces it now
      }
    }
    return until;
  }

  /**
   * Files {@code reportedBy}'s report of a line still held in its room. The same line reported again by the same
   * player is the report already filed; more than {@link #REPORTS_PER_REPORTER} in {@link #REPORT_WINDOW} are
   * refused ({@code too_many_reports}); beyond {@link #MAX_REPORTS} the oldest report is dropped.
   */
  public Result<ChatReport> report(long gameId, long lineId, String reportedBy, String reason) {
    Optional<ChatLine> line = Optional.ofNullable(games.get(gameId)).flatMap(c -> c.find(lineId));
    if (line.isEmpty()) {
      return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "message_not_found", "Mensagem não encontrada."));
    }
    Instant now = clock.instant();
    synchronized (reports) {
      Instant oldestRecent = null;
      int recent = 0;
      for (ChatReport r : reports) {
        if (!r.reportedBy().equals(reportedBy)) continue;
        if (r.line().id() == lineId) return Result.ok(r);
        if (r.at().isAfter(now.minus(REPORT_WINDOW))) {
          recent++;
          if (oldestRecent == null) oldestRecent = r.at();
        }
      }
      if (recent >= REPORTS_PER_REPORTER) {
        return Result.rejected(new Rejection(Rejection.Kind.TOO_MANY_ATTEMPTS, "too_many_reports",
            "Você já fez " + REPORTS_PER_REPORTER + " denúncias nas últimas 24 horas; a moderação está vendo.",
            Duration.between(now, oldestRecent.plus(REPORT_WINDOW))));
      }
      var report = new ChatReport(reportIds.incrementAndGet(), line.get(), reportedBy, reason, now);
      reports.addLast(report);
      if (reports.size() > MAX_REPORTS) reports.removeFirst();
      return Result.ok(report);
    }
  }

  /** The reports kept, oldest first. */
  public List<ChatReport> reports() {
    synchronized (reports) {
      return List.copyOf(reports);
    }
  }

  int mutesHeld() {
    return mutedUntil.size();
  }

  /** How many games' chats are held in memory (listened to, or kept for whoever comes back); the club's aside. */
  int roomsHeld() {
    return games.size() - 1;
  }

  private static <T> Result<T> refuse(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }
}
