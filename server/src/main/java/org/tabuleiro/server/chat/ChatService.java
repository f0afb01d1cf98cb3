package org.tabuleiro.server.chat;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.Deque;
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
 * Game chat: the rules for saying something (signed in, the right room, {@link #MAX_CHARS} characters, at most
 * {@link #RATE_LIMIT} lines in {@link #RATE_WINDOW}, not muted), mutes and reports. Everything is in memory: a
 * restart empties the rooms, lifts mutes and forgets reports (documented in {@code docs/protocol.md}). Every list
 * has a bound: {@link GameChat#HISTORY} lines per room, {@link #IDLE_ROOMS} games' chats kept with nobody in them,
 * {@link #MAX_REPORTS} reports, {@link #REPORTS_PER_REPORTER} per reporter in {@link #REPORT_WINDOW}.
 */
public final class ChatService {
  public static final int MAX_CHARS = 140;
  public static final int RATE_LIMIT = 3;
  public static final Duration RATE_WINDOW = Duration.ofSeconds(5);
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
  private final Map<Long, GameChat> games = new ConcurrentHashMap<>();
  private final Map<Long, Instant> mutedUntil = new ConcurrentHashMap<>();
  private final Deque<ChatReport> reports = new ArrayDeque<>();   // oldest first; guarded by itself
  private final Set<Long> idle = new LinkedHashSet<>();   // games whose chat nobody listens to, oldest first; guarded by itself
  private final AtomicLong lineIds = new AtomicLong();
  private final AtomicLong reportIds = new AtomicLong();

  public ChatService(InstantSource clock) {
    this.clock = clock;
  }

  /** Players listen to the players' room, everyone else to the spectators'; the history comes first. */
  public Runnable listen(long gameId, boolean isPlayer, Consumer<ChatLine> out) {
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
    if ((room == ChatRoom.PLAYER) != speaker.isPlayer()) {
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
    if (muted != null && now.isBefore(muted)) return refuse("muted", "Foi silenciado pela moderação até " + muted + ".");
    GameChat chat = games.get(gameId);   // only a listener of the game speaks in it (its socket joined first)
    if (chat == null) return refuse("chat_not_allowed", "Esta conversa já não está aberta.");
    if (!chat.allow(speaker.accountId(), now, RATE_LIMIT, RATE_WINDOW)) {
      return refuse("chat_rate_limited", "Mensagens demais; espere um pouco.");
    }
    ChatLine line = new ChatLine(lineIds.incrementAndGet(), gameId, room, speaker.accountId(), speaker.name(), said, now);
    chat.say(line);
    return Result.ok(line);
  }

  /** Mutes {@code accountId} in every game until {@code now + length}; returns the end of the mute. */
  public Instant mute(long accountId, Duration length) {
    Instant now = clock.instant();
    mutedUntil.values().removeIf(until -> !until.isAfter(now));   // one entry per player muted now, no more
    Instant until = now.plus(length);
    mutedUntil.put(accountId, until);
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
            "Já fez " + REPORTS_PER_REPORTER + " denúncias nas últimas 24 horas; a moderação está a vê-las.",
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

  /** How many games' chats are held in memory (listened to, or kept for whoever comes back). */
  int roomsHeld() {
    return games.size();
  }

  private static <T> Result<T> refuse(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }
}
