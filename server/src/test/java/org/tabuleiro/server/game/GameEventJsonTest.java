package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.play.Result;
import org.tabuleiro.play.Termination;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.server.http.Json;

class GameEventJsonTest {
  private static final Instant AT = Instant.parse("2026-03-01T10:00:00.123Z");
  private final GameEventJson json = new GameEventJson(Json.mapper());

  @Test
  void everyKindOfEventReadsBackEqual() {
    List<GameEvent> all = List.of(new GameEvent.Started(AT),
        new GameEvent.MovePlayed(AT, Color.BLACK, "e7e8q", 120, 172_300),
        new GameEvent.Offered(AT, Color.WHITE, Proposal.DRAW), new GameEvent.Declined(AT, Color.BLACK, Proposal.TAKEBACK),
        new GameEvent.Lapsed(AT, Proposal.ADJOURNMENT), new GameEvent.TakenBack(AT, 2), new GameEvent.Adjourned(AT),
        new GameEvent.Resumed(AT), new GameEvent.Ended(AT, new Result(Outcome.DRAW, Termination.AGREEMENT)),
        new GameEvent.Ended(AT, Result.aborted()));
    for (GameEvent e : all) assertEquals(e, json.read(json.write(e)), json.write(e));
  }

  @Test
  void theStoredFormIsStable() {
    assertEquals("{\"type\":\"move\",\"by\":\"white\",\"move\":\"e2e4\",\"lag\":120,\"clock\":300000,"
        + "\"at\":\"2026-03-01T10:00:00.123Z\"}", json.write(new GameEvent.MovePlayed(AT, Color.WHITE, "e2e4", 120, 300_000)));
  }

  @Test
  void anUnknownTypeIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> json.read("{\"type\":\"teleport\",\"at\":\"" + AT + "\"}"));
  }
}
