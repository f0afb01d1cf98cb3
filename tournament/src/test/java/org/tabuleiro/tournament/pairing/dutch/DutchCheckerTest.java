package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.trf.TrfReader;

/** The checker re-pairs every round of every finished shared tournament and finds no difference. */
class DutchCheckerTest {

  // A loop in the matching must fail the build rather than block it (separate thread: a busy loop ignores interrupts).
  @Timeout(value = 10, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  @Test
  void everyFinishedTournamentWasPairedAsTheDutchSystemPairsIt() {
    List<Path> finals = TestData.files("pairing/dutch", "-final.trf");
    List<String> differences = Collections.synchronizedList(new ArrayList<>());
    finals.parallelStream().forEach(file -> {
      try {
        for (DutchChecker.RoundCheck c : DutchChecker.check(TrfReader.read(TestData.read(file)))) {
          if (!c.agrees()) differences.add(file.getFileName() + " round " + c.round());
        }
      } catch (Exception e) {
        differences.add(file.getFileName() + ": " + e);
      }
    });
    Collections.sort(differences);
    assertEquals(List.of(), differences);
  }
}
