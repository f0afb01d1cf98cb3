package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * Shots: the engine must find the quiet move that wins material. The judge is {@link MaterialOracle}, which
 * shares no code with the search: the engine's move must win as much material as the best move does in
 * the oracle's exhaustive minimax.
 */
class DraughtsTacticsTest {
  private static final long NODES = 300_000;

  @Test
  void whiteFindsTheSacrificeThatWinsTwoMenInBrazilianDraughts() {
    DraughtsPosition p = DraughtsDiagram.parse(Variant.BRAZILIAN, Color.WHITE, """
          .   .   b   .
        .   .   .   b
          b   .   .   b
        b   .   .   .
          w   w   .   .
        w   w   w   w
          .   .   w   .
        .   .   .   .
        """);
    int best = MaterialOracle.value(p, 7);
    assertEquals(MaterialOracle.material(p) + 2, best, "the diagram is a shot worth two men");
    DraughtsMove m = new DraughtsEngine(Variant.BRAZILIAN, 8).search(p, List.of(), DraughtsLimit.ofNodes(NODES), null).move();
    assertEquals("17-14", m.notation());
  }

  @Test
  void aManThatCanCrownUnstoppedIsPushed() {
    // White's man on 6 is one step from the crowning row; nothing else comes close to it in value.
    DraughtsPosition p = PdnFen.read("W:W6,46:B36,45", Variant.INTERNATIONAL);
    DraughtsMove m = new DraughtsEngine(Variant.INTERNATIONAL, 8).search(p, List.of(), DraughtsLimit.ofDepth(6), null).move();
    assertTrue(m.from() == 6, "the man on 6 crowns: " + m);
  }

  static Stream<Arguments> shots() throws IOException {
    List<Arguments> out = new ArrayList<>();
    for (String name : List.of("brazilian", "international")) {
      String resource = "/draughts/shots-" + name + ".tsv";
      try (var in = DraughtsTacticsTest.class.getResourceAsStream(resource)) {
        if (in == null) throw new IllegalStateException("missing test resource " + resource);
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        int n = 0;
        while ((line = reader.readLine()) != null) {
          n++;
          if (line.isBlank() || line.startsWith("#")) continue;
          String[] cells = line.split("\t");
          out.add(Arguments.of(name + ":" + n, Variant.byName(name), cells[0], Integer.parseInt(cells[1]), Integer.parseInt(cells[2])));
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("shots")
  void theEngineWinsAsMuchMaterialAsTheBestMove(String where, Variant variant, String fen, int depth, int menWon) {
    DraughtsPosition p = PdnFen.read(fen, variant);
    int best = MaterialOracle.value(p, depth);
    assertEquals(MaterialOracle.material(p) + menWon, best, where + ": the file's gain must match the oracle");
    DraughtsMove m = new DraughtsEngine(variant, 8).search(p, List.of(), DraughtsLimit.ofNodes(NODES), null).move();
    assertEquals(best, MaterialOracle.valueOf(p, m, depth), where + ": " + m + " does not win the material");
  }
}
