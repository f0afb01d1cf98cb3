package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** What a game's socket sends, and how: the mover's own event waits for the ack, to leave in the same write. */
class GameConnectionTest {
  private final MutableClock clock = new MutableClock(TestServer.START);
  private final ObjectMapper mapper = Json.mapper();

  /** Records each frame as "send:..." or "hold:...", and flushes as "flush". */
  private static final class RecordingOutbox implements Outbox {
    final List<String> calls = new CopyOnWriteArrayList<>();

    @Override
    public void send(String frame) {
      calls.add("send:" + type(frame));
    }

    @Override
    public void hold(String frame) {
      calls.add("hold:" + type(frame));
    }

    @Override
    public void flush() {
      calls.add("flush");
    }

    private static String type(String frame) {
      return frame.substring(frame.indexOf("\"t\":\"") + 5, frame.indexOf('"', frame.indexOf("\"t\":\"") + 5));
    }
  }

  private GameConnection connect(LiveGame game, Color color, Outbox out) {
    var json = new LiveJson(mapper, new GameEventJson(mapper));
    var connection = new GameConnection(game, color, json, new ClientMessages(mapper), new FloodGuard(clock, 20),
        new FloodGuard(clock, 20), clock, out, new ChatService(clock), null, new ChatFlush(), () -> { });
    connection.start("ana", "bruno");
    return connection;
  }

  private LiveGame newGame(GameRepository repo) {
    return new LiveGames(repo, new InMemoryGameEventBus(), clock, new ManualFlagScheduler(), (s, g) -> { })
        .create(GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true), null, null);
  }

  @OnBothDatabases
  void theMoversOtherSocketGetsTheEventAtOnce(Database db) {
    GameRepository repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(mapper));
    LiveGame live = newGame(repo);
    var white = new RecordingOutbox();
    var black = new RecordingOutbox();
    connect(live, Color.WHITE, white);
    connect(live, Color.BLACK, black);
    GameConnection whiteSocket = connect(live, Color.WHITE, new RecordingOutbox());
    white.calls.clear();
    black.calls.clear();

    whiteSocket.receive("{\"t\":\"move\",\"move\":\"e2e4\",\"id\":1}");

    assertEquals(List.of("send:event"), white.calls,
        "a second socket of the mover answers nothing: its event leaves at once");
    assertEquals(List.of("send:event"), black.calls);
  }

  @OnBothDatabases
  void aRefusedCommandHoldsNothingAndTheAckFollowsTheHeldEvent(Database db) {
    GameRepository repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(mapper));
    LiveGame live = newGame(repo);
    var white = new RecordingOutbox();
    var black = new RecordingOutbox();
    GameConnection w = connect(live, Color.WHITE, white);
    connect(live, Color.BLACK, black);
    white.calls.clear();
    black.calls.clear();

    w.receive("{\"t\":\"move\",\"move\":\"e2e5\",\"id\":1}");
    assertEquals(List.of("send:error"), white.calls, "an illegal move: the error alone, nothing held");

    white.calls.clear();
    w.receive("{\"t\":\"move\",\"move\":\"e2e4\",\"id\":2}");
    assertEquals(List.of("hold:event", "send:ack"), white.calls, "the event waits in the buffer; the ack sends both");
    assertEquals(List.of("send:event"), black.calls, "the opponent's socket is not answering anything: at once");
    assertTrue(live.snapshot().version() > 1);
  }
}
