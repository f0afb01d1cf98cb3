package org.tabuleiro.server.chat;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;

/**
 * Game chat: the rules for saying something (signed in, the right room, {@link #MAX_CHARS} characters, at most
 * {@link #RATE_LIMIT} lines in {@link #RATE_WINDOW}, not muted), mutes and reports. Everything is in memory: a
 * restart empties the rooms, lifts mutes and forgets reports (documented in {@code docs/protocol.md}).
 */
public final class ChatService {
  public static final int MAX_CHARS = 140;
  public static final int RATE_LIMIT = 3;
  public static final Duration RATE_WINDOW = Duration.ofSeconds(5);

  /** Who is writing: a signed-in account, and whether it plays this game. */
  public record Speaker(long accountId, String name, boolean isPlayer) {}

  private final InstantSource clock;
  private final Map<Long, GameChat> games = new ConcurrentHashMap<>();
  private final Map<Long, Instant> mutedUntil = new ConcurrentHashMap<>();
  private final List<ChatReport> reports = new ArrayList<>();
  private final AtomicLong lineIds = new AtomicLong();
  private final AtomicLong reportIds = new AtomicLong();

  public ChatService(InstantSource clock) {
    this.clock = clock;
  }

  /** Players listen to the players' room, everyone else to the spectators'; the history comes first. */
  public Runnable listen(long gameId, boolean isPlayer, Consumer<ChatLine> out) {
    GameChat chat = games.computeIfAbsent(gameId, id -> new GameChat());
    Runnable leave = chat.join(isPlayer ? ChatRoom.PLAYER : ChatRoom.SPECTATOR, out);
    return () -> {
      leave.run();
      games.computeIfPresent(gameId, (id, c) -> c.isIdle() ? null : c);
    };
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
    GameChat chat = games.computeIfAbsent(gameId, id -> new GameChat());
    if (!chat.allow(speaker.accountId(), now, RATE_LIMIT, RATE_WINDOW)) {
      return refuse("chat_rate_limited", "Mensagens demais; espere um pouco.");
    }
    ChatLine line = new ChatLine(lineIds.incrementAndGet(), gameId, room, speaker.accountId(), speaker.name(), said, now);
    chat.say(line);
    return Result.ok(line);
  }

  /** Mutes {@code accountId} in every game until {@code now + length}; returns the end of the mute. */
  public Instant mute(long accountId, Duration length) {
    Instant until = clock.instant().plus(length);
    mutedUntil.put(accountId, until);
    return until;
  }

  public Result<ChatReport> report(long gameId, long lineId, String reportedBy, String reason) {
    Optional<ChatLine> line = Optional.ofNullable(games.get(gameId)).flatMap(c -> c.find(lineId));
    if (line.isEmpty()) {
      return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "message_not_found", "Mensagem não encontrada."));
    }
    var report = new ChatReport(reportIds.incrementAndGet(), line.get(), reportedBy, reason, clock.instant());
    synchronized (reports) {
      reports.add(report);
    }
    return Result.ok(report);
  }

  public List<ChatReport> reports() {
    synchronized (reports) {
      return List.copyOf(reports);
    }
  }

  private static <T> Result<T> refuse(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }
}
