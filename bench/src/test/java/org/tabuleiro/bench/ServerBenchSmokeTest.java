package org.tabuleiro.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The load benchmark with three games for a few seconds: so it cannot rot between the runs that matter. */
class ServerBenchSmokeTest {
  @Test
  void theScriptedGameIsLegalAndLongerThanTheLongestRun() {
    BenchScript.check("10+5");
    assertEquals(196, BenchScript.MOVES.size());
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void threeGamesPlayAMoveASecondAndEveryMoveIsAcknowledged() throws Exception {
    var progress = new ByteArrayOutputStream();
    var report = ServerBench.run(new ServerBench.Options(3, 3, 1, List.of("-Xmx256m", "-XX:TieredStopAtLevel=1")),
        new PrintStream(progress, true));
    assertEquals(6, report.sockets());
    assertEquals(0, report.errors(), report.firstError());
    assertTrue(report.moves() >= 6, "about one move a second per game: " + report + "\n" + progress);
    assertTrue(report.p99Millis() > 0 && report.maxMillis() >= report.p50Millis(), report.toString());
    assertTrue(report.heapWithGamesBytes() > 0, report.toString());
    assertTrue(progress.toString().contains("  3 s: "), "the measured window is reported: " + progress);
  }

  @Test
  @Timeout(value = 180, unit = TimeUnit.SECONDS)
  void threeNodesBehindTheBalancerAcknowledgeEveryMoveAndStoreIt() throws Exception {
    var progress = new ByteArrayOutputStream();
    var report = ServerBench.run(new ServerBench.Options(6, 3, 1, List.of("-Xmx256m", "-XX:TieredStopAtLevel=1"), 3),
        new PrintStream(progress, true));
    assertEquals(3, report.nodes(), progress.toString());
    assertEquals(3, report.heapPerNodeBytes().size());
    assertEquals(0, report.errors(), report.firstError());
    assertTrue(report.moves() >= 12, "about one move a second per game: " + report + "\n" + progress);
    assertTrue(report.acknowledged() >= report.moves(), report.toString());
    assertEquals(0, report.lostMoves(), "every acknowledged move read back: " + progress);
    assertTrue(progress.toString().contains("HAProxy on port"), progress.toString());
  }
}
