package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.Update;

/** A game's refusals reach the player in Portuguese, never in play's English. */
class GameRefusalTextTest {
  static final Pattern ENGLISH = Pattern.compile("(?i)\\b(the|is|not|your|move|game|illegal|draw|in)\\b");

  @Test
  void everyReasonIsSaidInPortuguese() {
    assertEquals("Não é a sua vez.", GameRefusalText.of(new Update.Rejected(Update.Reason.NOT_YOUR_TURN, "it is not your turn")));
    assertEquals("Lance ilegal nesta posição.", GameRefusalText.of(new Update.Rejected(Update.Reason.ILLEGAL_MOVE,
        "illegal move 'e2e5' in rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")));
    for (Update.Reason reason : Update.Reason.values()) {
      String text = GameRefusalText.of(new Update.Rejected(reason, "something play says in English"));
      assertFalse(ENGLISH.matcher(text).find(), reason + " -> " + text);
    }
  }
}
