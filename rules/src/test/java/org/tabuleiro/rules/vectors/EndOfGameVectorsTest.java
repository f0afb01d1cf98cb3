package org.tabuleiro.rules.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tabuleiro.rules.chess.DrawClaim;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.chess.Fen;

/** Every row of end-public.tsv: automatic endings, claimable draws, and who can no longer mate. */
class EndOfGameVectorsTest {
  @TestFactory
  Stream<DynamicTest> statusClaimsAndMatingMaterialAgreeWithTheReference() {
    return SharedVectors.tsv(SharedVectors.chess("end-public.tsv")).stream().map(r ->
        DynamicTest.dynamicTest("line " + r.get("_line") + ": " + r.get("note"), () -> check(r)));
  }

  private static void check(Map<String, String> r) {
    History h = History.start(Position.fromFen(r.get("fen")));
    for (String uci : r.get("moves_uci").split(" ")) {
      if (uci.isEmpty()) continue;
      Position p = h.position();
      Move move = p.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst()
          .orElseThrow(() -> new AssertionError("no legal move " + uci + " in " + p.fen()));
      h = h.play(move);
    }
    assertEquals(r.get("final_fen"), Fen.write(h.position()), "final position");
    assertEquals(r.get("status"), h.status().key(), "status");
    String claims = h.claimableDraws().stream().map(DrawClaim::key).collect(Collectors.joining(","));
    assertEquals(r.get("claimable"), claims.isEmpty() ? "-" : claims, "claimable");
    assertEquals(r.get("white_insufficient"), h.position().hasInsufficientMaterial(Color.WHITE) ? "1" : "0", "white cannot mate");
    assertEquals(r.get("black_insufficient"), h.position().hasInsufficientMaterial(Color.BLACK) ? "1" : "0", "black cannot mate");
  }
}
