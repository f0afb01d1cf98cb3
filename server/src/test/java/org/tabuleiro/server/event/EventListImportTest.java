package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.registration.XlsxFiles;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Lists as schools have them, through the routes: an .xlsx and a CSV with Portuguese headers imported, the preview
 * (rows, age groups, refusals) storing nothing, the templates, and every bad list refused at its line and column with
 * nothing stored.
 */
class EventListImportTest {
  private static final String XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

  private static long event(EventClient arbiter) {
    return arbiter.createEvent(Map.of("name", "Campeonato Escolar", "game", "chess", "system", "swiss", "rounds", 5,
        "timeControl", "15+5", "season", 2022));
  }

  private static int players(ApiClient api, long event) {
    return api.get("/api/events/" + event + "/players").json().get("players").size();
  }

  private static ApiClient.Response preview(EventClient arbiter, long id, byte[] body, String type) {
    return arbiter.raw("POST", "/api/events/" + id + "/players/preview", body, Map.of("Content-Type", type));
  }

  private static byte[] schoolXlsx() {
    return XlsxFiles.sheet(List.of(
        List.of("Nome", "Sexo", "Data de nascimento", "Escola", "Ciclo"),
        List.of("Inês Sá", "F", LocalDate.of(2013, 5, 4), "EB Gualtar", 1),
        List.of("Rui Lopes", "M", LocalDate.of(2011, 2, 1), "EB Gualtar", 2),
        List.of("Tiago Reis", "M", LocalDate.of(2007, 9, 9), "ES Sá de Miranda", "sec")));
  }

  @OnBothDatabases
  void anXlsxIsPreviewedWithItsAgeGroupsThenImported(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    var p = preview(arbiter, id, schoolXlsx(), XLSX);
    assertEquals(200, p.status(), p.body());
    JsonNode body = p.json();
    assertTrue(body.get("importable").asBoolean(), p.body());
    assertEquals("Excel (.xlsx)", body.get("format").asText());
    assertEquals("cycle", body.get("columns").get(4).get("reads").asText());
    JsonNode rows = body.get("rows");
    assertEquals(3, rows.size());
    assertEquals("Inês Sá", rows.get(0).get("name").asText());
    assertEquals("2013-05-04", rows.get(0).get("birthDate").asText());
    assertEquals(2, rows.get(0).get("line").asInt());
    assertEquals("1", rows.get(0).get("cycle").asText());
    assertTrue(rows.get(2).get("groups").toString().contains("Juvenis"), rows.get(2).toString());
    assertEquals(0, players(arbiter.api, id), "a preview stores nothing");

    // Browsers send an .xlsx as application/octet-stream too: the bytes decide.
    var r = arbiter.csv(id, schoolXlsx(), "application/octet-stream");
    assertEquals(200, r.status(), r.body());
    assertEquals(3, r.json().get("imported").asInt());
    JsonNode stored = arbiter.api.get("/api/events/" + id + "/players").json().get("players");
    assertEquals("Inês Sá", stored.get(0).get("name").asText());
    assertEquals("2013-05-04", stored.get(0).get("birthDate").asText());
    assertEquals("ES Sá de Miranda", stored.get(2).get("club").asText());

    // A CSV from another school, in Windows-1252 with other names for the columns.
    String csv = "NOME COMPLETO;Género;Ano nasc.;Agrupamento\r\nJoão Gonçalves;Masculino;2012;AE Braga Oeste\r\n";
    var other = arbiter.csv(id, csv.getBytes(Charset.forName("windows-1252")), "text/csv");
    assertEquals(200, other.status(), other.body());
    assertEquals(4, players(arbiter.api, id));
  }

  @OnBothDatabases
  void badListsAreRefusedAtTheirLineAndColumnAndNothingIsStored(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    record Bad(String what, byte[] body, String type, String code, int line, int column, String says) {}
    List<List<Object>> formula = List.of(List.of("Nome", "Ano de nascimento"), List.of("Ana", 2013), List.of("Rui", "=2010+1"));
    Map<String, List<List<Object>>> twoSheets = new LinkedHashMap<>();
    twoSheets.put("Folha1", List.of(List.of("Nome"), List.of("Ana")));
    twoSheets.put("Folha2", List.of(List.of("Nome"), List.of("Rui")));
    StringBuilder big = new StringBuilder("Nome;Ano de nascimento;Escola\n");
    for (int i = 1; i <= 5000; i++) big.append("Aluno ").append(i).append(';').append(2010 + i % 8).append(";EB ").append(i % 30).append('\n');
    List<Bad> bad = List.of(
        new Bad("wrong headers", "name;sexo;ano\nAna;F;2013\n".getBytes(StandardCharsets.UTF_8), "text/csv", "invalid_csv", 1, 3,
            "coluna desconhecida \"ano\""),
        new Bad("unknown column", "Nome;Sexo;Encarregado\nAna;F;Maria\n".getBytes(StandardCharsets.UTF_8), "text/csv", "invalid_csv",
            1, 3, "coluna desconhecida \"Encarregado\""),
        new Bad("latin-1 accent in a bad gender", "Nome;Sexo\nJoão;Mulher\n".getBytes(Charset.forName("windows-1252")), "text/csv",
            "invalid_csv", 2, 2, "o gênero deve ser F ou M"),
        new Bad("formula", XlsxFiles.sheet(formula), XLSX, "invalid_xlsx", 3, 2, "tem uma fórmula"),
        new Bad("two sheets", XlsxFiles.book(twoSheets, List.of()), XLSX, "invalid_xlsx", 0, 0, "Folha1, Folha2"),
        new Bad("duplicate", "Nome;Ano de nascimento;Escola\nAna Sá;2013;EB A\nBruno;2012;EB A\nANA  SÁ;2013;eb a\n"
            .getBytes(StandardCharsets.UTF_8), "text/csv", "duplicate_player", 4, 0, "jogador repetido"),
        new Bad("5,000 rows", big.toString().getBytes(StandardCharsets.UTF_8), "text/csv", "too_many_players", 2002, 0,
            "no máximo 2000 jogadores"));
    for (Bad b : bad) {
      var r = arbiter.csv(id, b.body(), b.type());
      assertEquals(400, r.status(), b.what() + ": " + r.body());
      assertEquals(b.code(), r.errorCode(), b.what() + ": " + r.body());
      assertTrue(r.json().path("error").path("message").asText().contains(b.says()), b.what() + ": " + r.body());
      assertTrue(r.json().path("error").path("message").asText().contains("Nada foi importado"), b.what() + ": " + r.body());
      if (b.code().startsWith("invalid_")) {
        assertEquals(b.line(), r.json().path("error").path("line").asInt(), b.what() + ": " + r.body());
        assertEquals(b.column(), r.json().path("error").path("column").asInt(), b.what() + ": " + r.body());
      }
      var p = preview(arbiter, id, b.body(), b.type());
      assertEquals(200, p.status(), b.what() + ": " + p.body());
      assertFalse(p.json().get("importable").asBoolean(), b.what());
      JsonNode first = p.json().get("refusals").get(0);
      assertEquals(b.line(), first.get("line").asInt(), b.what() + ": " + p.body());
      assertEquals(b.column(), first.get("column").asInt(), b.what() + ": " + p.body());
      assertTrue(first.get("message").asText().contains(b.says()), b.what() + ": " + p.body());
      assertEquals(0, players(arbiter.api, id), b.what() + ": nothing stored");
    }
  }

  @OnBothDatabases
  void thePreviewShowsEveryRefusalNotOnlyTheFirst(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    String csv = "Nome;Sexo;Ano de nascimento\nAna;F;2013\nBruno;X;2012\nCarla;F;20x1\nDuarte;M;2014\n";
    var p = preview(arbiter, id, csv.getBytes(StandardCharsets.UTF_8), "text/csv");
    JsonNode refusals = p.json().get("refusals");
    assertEquals(2, refusals.size(), p.body());
    assertEquals(List.of(3, 4), List.of(refusals.get(0).get("line").asInt(), refusals.get(1).get("line").asInt()));
    assertTrue(refusals.get(0).get("message").asText().startsWith("Linha 3, coluna 2:"), p.body());
    assertEquals(2, p.json().get("rows").size(), "the good lines are shown");
    var other = EventClient.arbiter(server, "outro");
    assertEquals(403, preview(other, id, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status(), "another event's arbiter");
  }

  @OnBothDatabases
  void theTemplatesAreServedWithPortugueseHeadersAndImportAsTheyAre(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter);
    var csv = arbiter.api.get("/api/events/templates/players.csv");
    assertEquals(200, csv.status());
    assertTrue(csv.body().startsWith("\uFEFFNome;Sexo;Ano de nascimento;Escola;Ciclo"), csv.body());
    var xlsx = arbiter.raw("GET", "/api/events/templates/players.xlsx", new byte[0], Map.of());
    assertEquals(200, xlsx.status());
    assertEquals(XLSX, xlsx.headers().firstValue("Content-Type").orElse(""));
    var imported = arbiter.csv(id, csv.body().getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, imported.status(), imported.body());
    assertEquals(1, players(arbiter.api, id));
  }
}
