package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.trf.TrfReader;

/** Every shared vector (pairing/dutch/tNNN-rRR.trf with its .pairs): the same pairs, colours and bye. */
class DutchVectorsTest {
  // A loop in the matching must fail the build rather than block it (separate thread: a busy loop ignores interrupts).
  @Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  @Test
  void everyVectorIsPairedLikeTheReferenceEngine() throws Exception {
    List<Path> inputs = TestData.files("pairing/dutch", ".trf").stream()
        .filter(p -> !p.getFileName().toString().endsWith("-final.trf")).toList();
    List<String> failures = Collections.synchronizedList(new ArrayList<>());
    inputs.parallelStream().forEach(input -> {
      String name = input.getFileName().toString().replace(".trf", "");
      Path expectedFile = input.resolveSibling(name + ".pairs");
      try {
        String expected = TestData.read(expectedFile);
        PairingResult result = DutchEngine.pair(DutchTrfAdapter.read(TrfReader.read(TestData.read(input))));
        String problem = compare(expected, result);
        if (problem != null) failures.add(name + ": " + problem);
      } catch (Exception | Error e) {
        failures.add(name + ": " + e);
      }
    });
    Collections.sort(failures);
    int passed = inputs.size() - failures.size();
    System.out.println("Dutch vectors: " + passed + "/" + inputs.size() + " pass");
    failures.forEach(f -> System.out.println("  FAIL " + f));
    assertFalse(inputs.isEmpty(), "no vectors found under pairing/dutch");
    assertEquals(List.of(), failures, failures.size() + " of " + inputs.size() + " vectors paired differently");
  }

  static String compare(String expected, PairingResult result) {
    if (!(result instanceof PairingResult.Paired paired)) return "no valid pairing: " + result;
    String[] lines = expected.strip().split("\\R");
    Set<Board> boards = new HashSet<>();
    int bye = 0;
    for (int i = 1; i < lines.length; i++) {
      String[] t = lines[i].trim().split("\\s+");
      int a = Integer.parseInt(t[0]);
      int b = Integer.parseInt(t[1]);
      if (b == 0) bye = a;
      else boards.add(new Board(a, b));
    }
    Set<Board> got = new HashSet<>(paired.boards());
    if (bye != paired.bye()) return "bye " + paired.bye() + " expected " + bye;
    if (!boards.equals(got)) {
      Set<Board> missing = new HashSet<>(boards);
      missing.removeAll(got);
      Set<Board> extra = new HashSet<>(got);
      extra.removeAll(boards);
      return "expected " + missing + " got " + extra;
    }
    return null;
  }
}
