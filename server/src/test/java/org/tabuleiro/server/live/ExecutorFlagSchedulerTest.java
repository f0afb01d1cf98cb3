package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.InstantSource;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

class ExecutorFlagSchedulerTest {
  @Test
  void aCancelledFlagCheckLeavesTheQueueAtOnce() {
    try (var flags = new ExecutorFlagScheduler(InstantSource.system())) {
      var scheduled = new ArrayList<FlagScheduler.Scheduled>();
      for (int i = 0; i < 1000; i++) scheduled.add(flags.schedule(java.time.Instant.now().plusSeconds(300), () -> {}));
      assertEquals(1000, flags.pending());
      scheduled.forEach(FlagScheduler.Scheduled::cancel);
      assertEquals(0, flags.pending(), "a move cancels its game's check: none may wait five minutes in memory");
    }
  }
}
