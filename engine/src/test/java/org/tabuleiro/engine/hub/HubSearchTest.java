package org.tabuleiro.engine.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/** A search that fails before its first iteration still answers done, without a move (it has none to give). */
class HubSearchTest {
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

  private List<String> answer(Callable<String> work) throws InterruptedException {
    HubSearch search = new HubSearch(DraughtsPosition.initial(Variant.INTERNATIONAL), () -> { }, lines::add, info -> { });
    search.start(work);
    String error = lines.poll(20, TimeUnit.SECONDS), done = lines.poll(20, TimeUnit.SECONDS);
    assertFalse(search.isOpen());
    return Arrays.asList(error, done); // a null where a line never came
  }

  @Test
  void anExceptionBeforeTheFirstIterationAnswersAnErrorThenDoneWithoutAMove() throws Exception {
    List<String> got = answer(() -> {
      throw new IllegalStateException("the table is corrupt");
    });
    assertEquals(List.of("error message=\"the search failed: the table is corrupt\"", "done"), got);
  }

  @Test
  void anErrorSuchAsAStackOverflowIsAnsweredToo() throws Exception {
    List<String> got = answer(() -> {
      throw new StackOverflowError();
    });
    assertEquals(List.of("error message=\"the search failed: StackOverflowError\"", "done"), got);
  }
}
