package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.EventTeam;
import org.tabuleiro.server.event.EventTeamSettings;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;

/** The team fields of {@code POST /api/events} and the team answers. */
final class EventTeamJson {
  /**
   * The school-sport preset for team events (after the match points): game points, direct encounter, the Berlin
   * board count (Swiss-Manager's BSV: a point on board 1 of n weighs n) and Buchholz.
   */
  static final List<String> SCHOOL_TIEBREAKS = List.of("GP", "DE", "BSV", "BH");

  private EventTeamJson() {}

  /** {@code boards} (1-20) and {@code matchPoints} ("2/1/0", the default, or "3/2/1/0") of a team system; else null. */
  static EventTeamSettings settings(JsonNode b, EventSystem system) {
    boolean given = !b.path("boards").isMissingNode() || !b.path("matchPoints").isMissingNode();
    if (!system.isTeam()) {
      if (given) throw new EventJson.Invalid("invalid_field", "\"boards\" e \"matchPoints\" são de torneios por equipes (system team-swiss ou team-round-robin).");
      return null;
    }
    Integer boards = EventJson.integer(b, "boards");
    if (boards == null) throw new EventJson.Invalid("missing_field", "Falta o campo \"boards\" (tabuleiros por encontro).");
    if (boards < 1 || boards > EventTeamSettings.MAX_BOARDS) {
      throw new EventJson.Invalid("invalid_boards", "\"boards\" (tabuleiros por encontro) deve estar entre 1 e " + EventTeamSettings.MAX_BOARDS + ".");
    }
    String points = EventJson.text(b, "matchPoints", 10, false);
    EventTeamSettings.MatchPoints matchPoints = points == null ? EventTeamSettings.MatchPoints.FIDE
        : EventTeamSettings.MatchPoints.byKey(points).orElseThrow(() -> new EventJson.Invalid("invalid_match_points",
            "\"matchPoints\" deve ser \"2/1/0\" (vitória, empate, derrota) ou \"3/2/1/0\" (e 0 para o W.O.)."));
    return new EventTeamSettings(boards, matchPoints);
  }

  /** A list of team codes, or the name of a preset ({@code "school"}); the school list when absent. */
  static List<String> tiebreaks(JsonNode v) {
    if (v.isMissingNode() || v.isNull()) return SCHOOL_TIEBREAKS;
    if (v.isTextual()) {
      if (v.textValue().strip().equalsIgnoreCase("school")) return SCHOOL_TIEBREAKS;
      throw new EventJson.Invalid("invalid_tiebreaks", "Lista de desempates desconhecida: \"" + v.textValue()
          + "\". Use \"school\" (" + String.join(", ", SCHOOL_TIEBREAKS) + ") ou uma lista de códigos de equipes.");
    }
    if (!v.isArray()) throw new EventJson.Invalid("invalid_tiebreaks", "\"tiebreaks\" deve ser uma lista de códigos, ex.: [\"GP\", \"DE\", \"BSV\"].");
    List<String> out = new ArrayList<>();
    for (JsonNode c : v) {
      if (!c.isTextual()) throw new EventJson.Invalid("invalid_tiebreaks", "Cada desempate deve ser um código (texto).");
      try {
        out.add(TeamTiebreak.parse(c.textValue()).code());
      } catch (IllegalArgumentException e) {
        throw new EventJson.Invalid("invalid_tiebreaks", "Desempate inválido: " + e.getMessage());
      }
    }
    if (out.size() > 12) throw new EventJson.Invalid("invalid_tiebreaks", "No máximo 12 desempates.");
    return out;
  }

  /** The team settings as {@code GET /api/events/{id}} shows them. */
  static void put(Map<String, Object> event, EventTeamSettings t) {
    if (t == null) return;
    event.put("boards", t.boards());
    event.put("matchPoints", t.matchPoints().key());
  }

  /** {@code {"team", "name", "players": [{"board", "startNo", "name", "withdrawnFrom"}]}}, board = place in the order. */
  static Map<String, Object> team(EventTeam t, Map<Integer, EventPlayer> players) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("team", t.number());
    m.put("name", t.name());
    List<Map<String, Object>> list = new ArrayList<>();
    for (int i = 0; i < t.players().size(); i++) {
      EventPlayer p = players.get(t.players().get(i));
      Map<String, Object> e = new LinkedHashMap<>();
      e.put("board", i + 1);
      e.put("startNo", p.startNo());
      e.put("name", p.name());
      e.put("withdrawnFrom", p.withdrawnFrom());
      list.add(e);
    }
    m.put("players", list);
    return m;
  }
}
