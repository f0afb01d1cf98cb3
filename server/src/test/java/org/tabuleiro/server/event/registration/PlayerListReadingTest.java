package org.tabuleiro.server.event.registration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.event.SchoolCycle;

/** Players' lists as schools keep them: Portuguese headers, Windows-1252, a BOM, .xlsx files; and what is refused. */
class PlayerListReadingTest {
  private static final int YEAR = 2026;

  private static List<EventCsv.Row> csv(byte[] bytes) {
    return EventCsv.read(PlayerListFile.csv(EventCsv.decode(bytes, "text/csv")), YEAR);
  }

  private static List<EventCsv.Row> xlsx(byte[] bytes) {
    return EventCsv.read(PlayerListFile.spreadsheet(bytes), YEAR);
  }

  @Test
  void portugueseHeadersInAnyOrderIgnoringCaseAccentsAndSpacesAreRead() {
    String list = "NOME COMPLETO;  género ;Ano Nasc.;ESCOLA;Ciclo;Turma;N.º FIDE;Federação;Elo\n"
        + "Inês Sá;Feminino;2013;EB Gualtar;1;4.º A;;por;\n"
        + "João Gonçalves;M;2011;EB Gualtar;2º ciclo;6.º B;12345678;POR;1450\n";
    List<EventCsv.Row> rows = csv(list.getBytes(StandardCharsets.UTF_8));
    assertEquals(2, rows.size());
    var ines = rows.get(0);
    assertEquals("Inês Sá", ines.player().name());
    assertEquals("F", ines.player().gender());
    assertEquals(2013, ines.player().birthYear());
    assertEquals("EB Gualtar", ines.player().club());
    assertEquals(SchoolCycle.FIRST, ines.player().cycle());
    assertEquals("POR", ines.player().federation());
    var joao = rows.get(1);
    assertEquals(SchoolCycle.SECOND, joao.player().cycle(), "2º ciclo");
    assertEquals("12345678", joao.player().fideId());
    assertEquals(1450, joao.player().rating());
    assertEquals(3, joao.line());
  }

  @Test
  void windows1252BytesAndAUtf8ByteOrderMarkAreRead() {
    String list = "Nome;Sexo;Data de nascimento;Escola\nJoão Gonçalves;M;04/05/2013;Escola Básica Açores\n";
    var latin = csv(list.getBytes(Charset.forName("windows-1252")));
    assertEquals("João Gonçalves", latin.getFirst().player().name());
    assertEquals("Escola Básica Açores", latin.getFirst().player().club());
    assertEquals(LocalDate.of(2013, 5, 4), latin.getFirst().player().birthDate());
    byte[] utf8 = list.getBytes(StandardCharsets.UTF_8);
    byte[] bom = new byte[utf8.length + 3];
    bom[0] = (byte) 0xEF;
    bom[1] = (byte) 0xBB;
    bom[2] = (byte) 0xBF;
    System.arraycopy(utf8, 0, bom, 3, utf8.length);
    var withBom = csv(bom);
    assertEquals("João Gonçalves", withBom.getFirst().player().name(), "the BOM is not part of the first header");
  }

  @Test
  void anUnknownColumnIsRefusedNamingItAndTheAcceptedNames() {
    var f = assertThrows(EventCsv.Fault.class, () -> csv("Nome;Sexo;Apelido\nAna;F;Sá\n".getBytes(StandardCharsets.UTF_8)));
    assertEquals(1, f.line);
    assertEquals(3, f.column);
    assertTrue(f.getMessage().startsWith("coluna desconhecida \"Apelido\""), f.getMessage());
    assertTrue(f.getMessage().contains("Ano de nascimento (ou Ano nasc."), f.getMessage());
    var same = assertThrows(EventCsv.Fault.class, () -> csv("Nome;Escola;Clube\nAna;A;B\n".getBytes(StandardCharsets.UTF_8)));
    assertEquals(3, same.column);
    assertTrue(same.getMessage().contains("\"Escola\" e \"Clube\" dizem a mesma coisa"), same.getMessage());
    var noName = assertThrows(EventCsv.Fault.class, () -> csv("Sexo;Escola\nF;A\n".getBytes(StandardCharsets.UTF_8)));
    assertTrue(noName.getMessage().startsWith("falta a coluna do nome"), noName.getMessage());
  }

  @Test
  void anXlsxWithPortugueseHeadersDatesAndNumbersIsReadAtItsRowNumbers() {
    byte[] file = XlsxFiles.sheet(List.of(
        List.of("Lista de alunos — Torneio de Xadrez Escolar"),
        List.of(),
        List.of("Nome", "Sexo", "Data de nascimento", "Escola", "Ciclo", "ID FIDE"),
        List.of("Inês Sá", "F", LocalDate.of(2013, 5, 4), "EB Gualtar", 1, 12345678),
        List.of("Rui Lopes", "M", LocalDate.of(2010, 12, 31), "EB Gualtar", "3")));
    List<EventCsv.Row> rows = xlsx(file);
    assertEquals(2, rows.size());
    assertEquals(4, rows.get(0).line(), "the sheet's row number: a title and a blank row above the header");
    assertEquals(LocalDate.of(2013, 5, 4), rows.get(0).player().birthDate());
    assertEquals(SchoolCycle.FIRST, rows.get(0).player().cycle(), "a number cell is written plainly, not 1.0");
    assertEquals("12345678", rows.get(0).player().fideId());
    assertEquals(LocalDate.of(2010, 12, 31), rows.get(1).player().birthDate());
    assertNull(rows.get(1).player().fideId());
  }

  @Test
  void aFormulaIsRefusedAtItsRowAndColumn() {
    byte[] file = XlsxFiles.sheet(List.of(
        List.of("Nome", "Ano de nascimento", "Escola"),
        List.of("Ana", 2014, "EB A"),
        List.of("Bruno", "=2012+1", "EB A")));
    var f = assertThrows(EventCsv.Fault.class, () -> xlsx(file));
    assertEquals(3, f.line);
    assertEquals(2, f.column);
    assertTrue(f.getMessage().contains("B3 tem uma fórmula (=2012+1)"), f.getMessage());
    assertTrue(f.getMessage().contains("Colar especial"), f.getMessage());
  }

  @Test
  void dataOnTwoSheetsIsRefusedNamingThemWhileEmptyAndHiddenSheetsArePassedOver() {
    List<List<Object>> list = List.of(List.of("Nome", "Escola"), List.of("Ana", "EB A"));
    Map<String, List<List<Object>>> two = new LinkedHashMap<>();
    two.put("1º ciclo", list);
    two.put("2º ciclo", List.of(List.of("Nome"), List.of("Rui")));
    var f = assertThrows(EventCsv.Fault.class, () -> xlsx(XlsxFiles.book(two, List.of())));
    assertTrue(f.getMessage().contains("dados em 2 folhas (1º ciclo, 2º ciclo)"), f.getMessage());
    Map<String, List<List<Object>>> fine = new LinkedHashMap<>();
    fine.put("Vazia", List.of());
    fine.put("Alunos", list);
    fine.put("Listas", List.of(List.of("F"), List.of("M")));
    assertEquals("Ana", xlsx(XlsxFiles.book(fine, List.of("Listas"))).getFirst().player().name());
  }

  @Test
  void notAnXlsxIsRefusedInPortuguese() {
    byte[] zipNotXlsx = {'P', 'K', 3, 4, 0, 0, 0, 0};
    var f = assertThrows(EventCsv.Fault.class, () -> xlsx(zipNotXlsx));
    assertTrue(f.getMessage().contains("não é um Excel (.xlsx) legível"), f.getMessage());
    byte[] xls = {(byte) 0xD0, (byte) 0xCF, 0x11, (byte) 0xE0, 0, 0};
    assertTrue(PlayerListFile.isSpreadsheet(xls, "application/octet-stream"));
    assertTrue(assertThrows(EventCsv.Fault.class, () -> xlsx(xls)).getMessage().contains("Excel antigo (.xls)"));
  }

  @Test
  void theTemplatesAreReadBackAsTheirExampleRow() {
    for (byte[] template : List.of(PlayerListTemplate.csv(), PlayerListTemplate.xlsx())) {
      boolean isXlsx = PlayerListFile.isSpreadsheet(template, null);
      List<EventCsv.Row> rows = isXlsx ? xlsx(template) : csv(template);
      assertEquals(1, rows.size());
      assertEquals("Ana Sá", rows.getFirst().player().name());
      assertEquals(2014, rows.getFirst().player().birthYear());
      assertEquals("Escola Básica de Exemplo", rows.getFirst().player().club());
      assertEquals(SchoolCycle.FIRST, rows.getFirst().player().cycle());
    }
    assertTrue(new String(PlayerListTemplate.csv(), StandardCharsets.UTF_8).startsWith("\uFEFFNome;Sexo;Ano de nascimento;Escola;Ciclo"));
  }

  /** 5,000 lines in both formats are read whole (the import then refuses more than an event holds); the time is printed. */
  @Test
  void fiveThousandLinesAreRead() {
    List<List<Object>> sheet = new ArrayList<>();
    StringBuilder text = new StringBuilder("Nome;Sexo;Ano de nascimento;Escola\n");
    sheet.add(List.of("Nome", "Sexo", "Ano de nascimento", "Escola"));
    for (int i = 1; i <= 5000; i++) {
      sheet.add(List.of("Aluno " + i, i % 2 == 0 ? "F" : "M", 2008 + i % 10, "Escola " + i % 40));
      text.append("Aluno ").append(i).append(';').append(i % 2 == 0 ? "F" : "M").append(';').append(2008 + i % 10)
          .append(";Escola ").append(i % 40).append('\n');
    }
    byte[] file = XlsxFiles.sheet(sheet);
    long t0 = System.nanoTime();
    assertEquals(5000, xlsx(file).size());
    long t1 = System.nanoTime();
    assertEquals(5000, csv(text.toString().getBytes(StandardCharsets.UTF_8)).size());
    long t2 = System.nanoTime();
    System.out.printf("5,000 lines: xlsx (%d KiB) read in %d ms, CSV in %d ms (load average %.1f)%n", file.length >> 10,
        (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000,
        java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
  }
}
