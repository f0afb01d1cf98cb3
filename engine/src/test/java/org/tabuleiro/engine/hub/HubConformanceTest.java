package org.tabuleiro.engine.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/** Drives the Hub loop as a GUI does, over a pipe, and checks every answer the protocol prescribes. */
class HubConformanceTest {
  private PipedWriter gui;
  private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
  private Thread engine;

  @BeforeEach
  void start() throws IOException {
    gui = new PipedWriter();
    BufferedReader in = new BufferedReader(new PipedReader(gui, 1 << 16));
    HubLoop loop = new HubLoop(Variant.INTERNATIONAL, answers::add);
    engine = new Thread(() -> {
      try {
        loop.run(in);
      } catch (IOException e) {
        answers.add("io " + e);
      }
    });
    engine.start();
  }

  @AfterEach
  void quit() throws Exception {
    send("quit");
    engine.join(5_000);
    assertTrue(!engine.isAlive(), "quit ends the loop");
  }

  private void send(String line) throws IOException {
    gui.write(line + "\n");
    gui.flush();
  }

  private String next() throws InterruptedException {
    String line = answers.poll(20, TimeUnit.SECONDS);
    assertNotNull(line, "the engine did not answer");
    return line;
  }

  /** Lines up to and including the first that starts with {@code command}. */
  private List<String> until(String command) throws InterruptedException {
    List<String> lines = new ArrayList<>();
    String line;
    do {
      line = next();
      lines.add(line);
    } while (!HubLine.parse(line).command().equals(command));
    return lines;
  }

  @Test
  void theInitialisationAnswersIdParamsWaitThenReady() throws Exception {
    send("hub");
    List<String> intro = until("wait");
    assertTrue(intro.get(0).startsWith("id name=Tabuleiro version="), intro.get(0));
    assertTrue(intro.stream().anyMatch(l -> l.startsWith("param name=variant")), intro.toString());
    send("set-param name=variant value=brazilian");
    send("init");
    assertEquals("ready", next());
  }

  @Test
  void aThinkSearchSendsInfoThenALegalDoneMove() throws Exception {
    send("init");
    next();
    send("new-game");
    send("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    send("level depth=5");
    send("go think");
    List<String> lines = until("done");
    HubLine info = HubLine.parse(lines.get(lines.size() - 2));
    assertEquals("info", info.command());
    assertEquals("5", info.get("depth"));
    assertTrue(info.has("score") && info.has("nodes") && info.has("pv"), info.toString());
    HubLine done = HubLine.parse(lines.get(lines.size() - 1));
    DraughtsPosition start = DraughtsPosition.initial(Variant.INTERNATIONAL);
    HubNotation.move(done.require("move"), start); // throws unless legal
    assertTrue(done.has("ponder"));
  }

  @Test
  void movesAfterThePositionAreAppliedAndCaptureNotationAccepted() throws Exception {
    // 32-28 19-23 28x19 (taking 23): Black to move must recapture 14x23 or 13x24.
    send("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 19-23 28x19x23\"");
    send("level nodes=2000");
    send("go think");
    HubLine done = HubLine.parse(until("done").getLast());
    assertTrue(done.require("move").matches("(14x23x19|13x24x19)"), done.toString());
  }

  @Test
  void stopEndsAnInfiniteAnalysisWithADoneAndPingIsAnsweredDuringTheSearch() throws Exception {
    send("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    send("level infinite");
    send("go analyze");
    Thread.sleep(200);
    send("ping");
    send("new-game"); // not allowed during a search: an error, and the search goes on
    send("stop");
    List<String> lines = until("done");
    assertTrue(lines.contains("pong"), lines.toString());
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("error")), lines.toString());
  }

  @Test
  void aPonderSearchWaitsForPonderHitThenKeepsToTheClock() throws Exception {
    send("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
    send("level move-time=0.2");
    send("go ponder");
    Thread.sleep(400);
    assertTrue(answers.stream().noneMatch(l -> l.startsWith("done")), "pondering must not end on its own clock");
    send("ponder-hit");
    long t = System.nanoTime();
    until("done");
    assertTrue(System.nanoTime() - t < 5_000_000_000L, "after ponder-hit the move time applies");
  }

  @Test
  void refusedLinesGetAnErrorAndAreOtherwiseIgnored() throws Exception {
    send("set-param name=strength value=9");
    assertTrue(next().startsWith("error message=\"value must be 1-8"));
    send("pos pos=W");
    assertTrue(next().contains("51 characters"));
    send("level move-time=fast");
    assertTrue(next().contains("move-time"));
    send("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-26\"");
    assertTrue(next().contains("32-26"));
    send("ping");
    assertEquals("pong", next());
  }
}
