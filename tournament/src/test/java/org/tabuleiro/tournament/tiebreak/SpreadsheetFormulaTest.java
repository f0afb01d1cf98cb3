package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.Player;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamStanding;

/** OWASP's CSV-injection rule on the tables a spreadsheet opens: no name is ever read as a formula. */
class SpreadsheetFormulaTest {
  @Test
  void aTextCellThatWouldStartAFormulaGetsAQuoteInFront() {
    for (String formula : List.of("=HYPERLINK(\"http://evil.example/x\",\"Clique\")", "+1+1", "-2+3", "@SUM(A1)",
        "\t=1+1", "\r=1+1", "\"=1+1\"")) {
      assertEquals("'" + formula, SpreadsheetCells.text(formula), formula);
    }
    for (String name : List.of("Ana-Maria d'Ávila", "'t Hooft", "João = Zé", "", "1-0")) {
      assertEquals(name, SpreadsheetCells.text(name), name);
    }
  }

  @Test
  void aNumberCellStaysANumberAndAnythingElseInItIsText() {
    for (String number : List.of("-1", "2.5", "-0,5", "12", "")) assertEquals(number, SpreadsheetCells.number(number));
    assertEquals("'-1+1", SpreadsheetCells.number("-1+1"));
    assertEquals("'=1", SpreadsheetCells.number("=1"));
  }

  @Test
  void standingsTsvNamesAreTextCellsAndItsNumbersStayNumbers() {
    List<Tiebreak> tiebreaks = Tiebreak.parseList("BH");
    List<Standing> table = List.of(
        standing(1, 1, "=HYPERLINK(\"http://evil.example/x\",\"Clique\")"),
        standing(2, 2, "-=Ana=-"),
        standing(3, 3, "@ana"),
        standing(4, 4, "\t=1+1"),
        standing(5, 5, "Ana-Maria d'Ávila"));
    String[] lines = StandingsTsv.write(table, tiebreaks).split("\n");
    assertEquals("rank\tstart_no\tname\tpoints\tBH", lines[0]);
    assertEquals(List.of("1", "1", "'=HYPERLINK(\"http://evil.example/x\",\"Clique\")", "-1", "-1.5"), cells(lines[1]));
    assertEquals(List.of("2", "2", "'-=Ana=-", "-1", "-1.5"), cells(lines[2]));
    assertEquals(List.of("3", "3", "'@ana", "-1", "-1.5"), cells(lines[3]));
    assertEquals(List.of("4", "4", "' =1+1", "-1", "-1.5"), cells(lines[4]), "the tab is a space after the quote");
    assertEquals(List.of("5", "5", "Ana-Maria d'Ávila", "-1", "-1.5"), cells(lines[5]));
  }

  @Test
  void teamStandingsTsvNamesAreTextCells() {
    Team team = new Team(1, "+Xeque", List.of(1), List.of());
    TeamStanding s = new TeamStanding(1, team, new BigDecimal("2"), new BigDecimal("-1.5"), List.of());
    String[] lines = TeamStandingsTsv.write(List.of(s), List.of()).split("\n");
    assertEquals(List.of("1", "1", "'+Xeque", "2", "-1.5"), cells(lines[1]));
  }

  private static Standing standing(int rank, int no, String name) {
    // Negative values do not arise from the tiebreaks, but a number column must keep any number a number.
    return new Standing(rank, new Player(no, name, 0, List.of()), new BigDecimal("-1"), List.of(new BigDecimal("-1.5")));
  }

  private static List<String> cells(String line) {
    return Arrays.asList(line.split("\t", -1));
  }
}
