package org.tabuleiro.server.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.StringReader;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.FenException;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;

/** The errors of rules reach the pages in Portuguese: each FEN and move error by its field and kind, no English. */
class RulesTextTest {
  static final Pattern ENGLISH = Pattern.compile("(?i)\\b(illegal|ambiguous|cannot|move|rank|square|piece|white|black|"
      + "expected|given|field|column|the|is|not|in|of)\\b");

  static String fen(String text) {
    return RulesText.fen(assertThrows(FenException.class, () -> Fen.read(text)));
  }

  static String san(String fen, String move) {
    Position p = Fen.read(fen);
    return RulesText.move(assertThrows(IllegalArgumentException.class, () -> San.parse(p, move, Language.ENGLISH)));
  }

  @Test
  void fenErrorsNameTheirFieldAndColumnInPortuguese() {
    assertEquals("a posição das peças, coluna 9: a linha 8 tem mais de 8 casas",
        fen("rnbqkbnrr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    assertEquals("o lado a jogar, coluna 45: \"x\" não é w (brancas) nem b (pretas)",
        fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"));
    assertEquals("a posição das peças: as brancas têm 0 reis; devem ter exatamente 1",
        fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1"));
  }

  @Test
  void moveErrorsSayTheirKindInPortuguese() {
    String start = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    assertEquals("lance ilegal nesta posição", san(start, "Ke3"));
    assertEquals("lance ilegível", san(start, "Zz9"));
    assertEquals("lance ambíguo: diga de que casa sai a peça", san("4k3/8/8/8/8/8/4K3/R6R w - - 0 1", "Rd1"));
    assertEquals("roque impossível nesta posição", san(start, "O-O"));
  }

  @Test
  void noEnglishIsLeftInAnyOfThem() {
    List<String> fens = List.of("", "8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e5 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBXKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0");
    for (String f : fens) {
      String text = fen(f);
      assertFalse(ENGLISH.matcher(text).find(), f + " -> " + text);
    }
  }

  static String pdn(String movetext) {
    PdnReplay.Result r = PdnReplay.replay(new PdnReader(new StringReader("[GameType \"20\"]\n\n" + movetext + "\n")).next(),
        Variant.INTERNATIONAL);
    return RulesText.pdnMove(r.error().message());
  }

  @Test
  void aDraughtsMoveKeepsItsTextColumnAndWhatThePositionWanted() {
    assertEquals("lance \"33-29\" (coluna 19) ilegal: as brancas devem capturar: 28x19", pdn("1. 32-28 19-23 2. 33-29 *"));
    assertEquals("lance \"50-45\" (coluna 4) ilegal: não é um lance legal para as brancas nesta posição", pdn("1. 50-45 *"));
  }
}
