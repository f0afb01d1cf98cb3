package org.tabuleiro.engine.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HubLineTest {
  @Test
  void argumentsKeepTheirOrderAndQuotedValuesKeepTheirSpaces() {
    HubLine l = HubLine.parse("pos pos=Wbbe moves=\"32-28 19-23\"  ");
    assertEquals("pos", l.command());
    assertEquals(List.of("pos", "moves"), List.copyOf(l.args().keySet()));
    assertEquals("32-28 19-23", l.get("moves"));
  }

  @Test
  void aFlagHasTheEmptyValue() {
    HubLine l = HubLine.parse("go think");
    assertTrue(l.has("think"));
    assertEquals("", l.get("think"));
  }

  @Test
  void anUnterminatedQuoteIsReportedWithItsColumn() {
    var e = assertThrows(IllegalArgumentException.class, () -> HubLine.parse("pos moves=\"32-28"));
    assertTrue(e.getMessage().contains("column 11"), e.getMessage());
  }

  @Test
  void secondsAreReadAsRealNumbersAndBadNumbersNamed() {
    assertEquals(1500, HubLine.parse("level move-time=1.5").millis("move-time"));
    var e = assertThrows(IllegalArgumentException.class, () -> HubLine.parse("level time=soon").millis("time"));
    assertTrue(e.getMessage().contains("time") && e.getMessage().contains("soon"), e.getMessage());
  }

  @Test
  void valuesAreQuotedOnlyWhenTheyMustBe() {
    assertEquals("Scan", HubLine.quote("Scan"));
    assertEquals("\"Fabien Letouzey\"", HubLine.quote("Fabien Letouzey"));
    assertEquals("\"\"", HubLine.quote(""));
  }
}
