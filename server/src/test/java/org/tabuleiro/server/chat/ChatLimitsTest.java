package org.tabuleiro.server.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.TestServer;

/** Everything chat keeps in memory has a bound: reports per reporter and in all, rooms nobody is in. */
class ChatLimitsTest {
  private final MutableClock clock = new MutableClock(TestServer.START);
  private final ChatService chat = new ChatService(clock);

  /** {@code n} lines said in game {@code gameId}'s players' room, five seconds apart (within the rate limit). */
  private List<ChatLine> lines(long gameId, int n) {
    chat.listen(gameId, true, line -> { });
    List<ChatLine> said = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      clock.advance(ChatService.RATE_WINDOW);
      var speaker = new ChatService.Speaker(1, "ana", true);
      said.add(((Result.Ok<ChatLine>) chat.say(gameId, ChatRoom.PLAYER, speaker, "linha " + i)).value());
    }
    return said;
  }

  private Result<ChatReport> report(ChatLine line, String by) {
    return chat.report(line.gameId(), line.id(), by, null);
  }

  @Test
  void aLineReportedAgainByTheSamePlayerIsTheSameReport() {
    ChatLine line = lines(7, 1).getFirst();
    long first = ((Result.Ok<ChatReport>) report(line, "bruno")).value().id();
    for (int i = 0; i < 50; i++) assertEquals(first, ((Result.Ok<ChatReport>) report(line, "bruno")).value().id());
    assertEquals(1, chat.reports().size());
    assertTrue(((Result.Ok<ChatReport>) report(line, "carla")).value().id() != first, "another reporter's own");
  }

  @Test
  void aReporterFilesAtMostTwentyReportsADay() {
    List<ChatLine> said = lines(7, ChatService.REPORTS_PER_REPORTER + 1);
    for (int i = 0; i < ChatService.REPORTS_PER_REPORTER; i++) assertInstanceOf(Result.Ok.class, report(said.get(i), "bruno"));
    var refused = assertInstanceOf(Result.Rejected.class, report(said.getLast(), "bruno"));
    assertEquals("too_many_reports", refused.rejection().code());
    assertTrue(refused.rejection().retryAfter().compareTo(ChatService.REPORT_WINDOW) <= 0);
    assertInstanceOf(Result.Ok.class, report(said.getLast(), "carla"), "others still report");
    clock.advance(ChatService.REPORT_WINDOW);
    assertInstanceOf(Result.Ok.class, report(said.getLast(), "bruno"), "a day later, again");
  }

  @Test
  void theModeratorsKeepTheLatestThousandReports() {
    ChatLine line = lines(7, 1).getFirst();
    for (int r = 0; r < ChatService.MAX_REPORTS + 500; r++) report(line, "jogador" + r);
    List<ChatReport> kept = chat.reports();
    assertEquals(ChatService.MAX_REPORTS, kept.size());
    assertEquals("jogador500", kept.getFirst().reportedBy(), "the oldest went first");
    assertEquals("jogador" + (ChatService.MAX_REPORTS + 499), kept.getLast().reportedBy());
  }

  @Test
  void roomsNobodyIsInAreKeptUpToALimitThenForgottenOldestFirst() {
    for (long game = 1; game <= ChatService.IDLE_ROOMS + 300; game++) {
      Runnable leave = chat.listen(game, true, line -> { });
      clock.advance(ChatService.RATE_WINDOW);
      chat.say(game, ChatRoom.PLAYER, new ChatService.Speaker(1, "ana", true), "olá");
      leave.run();
    }
    assertEquals(ChatService.IDLE_ROOMS, chat.roomsHeld());
    List<String> heard = new ArrayList<>();
    chat.listen(1, true, frame -> heard.add(frame.replaceAll(".*\"text\":\"([^\"]*)\".*", "$1")));
    assertEquals(List.of(), heard, "the oldest room was forgotten");
    chat.listen(ChatService.IDLE_ROOMS + 300, true, frame -> heard.add(frame.replaceAll(".*\"text\":\"([^\"]*)\".*", "$1")));
    assertEquals(List.of("olá"), heard, "a recent one still has its lines");
    Runnable leave = chat.listen(5_000, true, line -> { });
    leave.run();
    assertEquals(ChatService.IDLE_ROOMS + 1, chat.roomsHeld(), "a room with no lines is not kept once left");
  }

  @Test
  void aMuteListHoldsOnlyTheMutesStillRunning() {
    for (long account = 1; account <= 100; account++) chat.mute(account, Duration.ofMinutes(1));
    clock.advance(Duration.ofMinutes(2));
    chat.mute(500, Duration.ofMinutes(1));
    assertEquals(1, chat.mutesHeld());
  }
}
