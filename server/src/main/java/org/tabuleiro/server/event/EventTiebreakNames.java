package org.tabuleiro.server.event;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.tiebreak.Tiebreak;

/**
 * What each tiebreak column is called on the public pages: its FIDE code (C.07) with a Portuguese name (and an
 * English one for the English pages), the cut spelled out ({@code BH-C1}: "Buchholz, corte 1 (sem a menor
 * contribuição)").
 */
final class EventTiebreakNames {
  private EventTiebreakNames() {}

  /** {@code [{"code", "name", "nameEn"}]} for the event's list, in order. */
  static List<Map<String, String>> of(List<Tiebreak> tiebreaks) {
    return tiebreaks.stream().map(t -> {
      Map<String, String> m = new LinkedHashMap<>();
      m.put("code", t.code());
      m.put("name", portuguese(t));
      m.put("nameEn", english(t));
      return m;
    }).toList();
  }

  /** The same for a team event's list. */
  static List<Map<String, String>> ofTeams(List<TeamTiebreak> tiebreaks) {
    return tiebreaks.stream().map(t -> {
      Map<String, String> m = new LinkedHashMap<>();
      m.put("code", t.code());
      m.put("name", portuguese(t));
      m.put("nameEn", english(t));
      return m;
    }).toList();
  }

  static String portuguese(TeamTiebreak t) {
    String cut = t.cutLow() == 0 ? "" : t.cutLow() == 1 ? ", corte 1 (sem a menor contribuição)" : ", corte " + t.cutLow() + " (sem as " + t.cutLow() + " menores contribuições)";
    return switch (t.kind()) {
      case MP -> "Pontos de match";
      case GP -> "Pontos de jogo (soma das partidas)";
      case EMMSB -> "Sonneborn-Berger estendido: pontos de match do adversário × pontos de match feitos" + cut;
      case EMGSB -> "Sonneborn-Berger estendido: pontos de match do adversário × pontos de jogo feitos" + cut;
      case EGMSB -> "Sonneborn-Berger estendido: pontos de jogo do adversário × pontos de match feitos" + cut;
      case EGGSB -> "Sonneborn-Berger estendido: pontos de jogo do adversário × pontos de jogo feitos" + cut;
      case BC -> "Contagem por tabuleiro (nº do tabuleiro × pontos; menor é melhor)";
      case BSV -> "Contagem de Berlim (os primeiros tabuleiros valem mais)";
      case INDIVIDUAL -> portuguese(t.individual()) + ", sobre os matches";
    };
  }

  static String english(TeamTiebreak t) {
    String cut = t.cutLow() == 0 ? "" : t.cutLow() == 1 ? ", cut 1 (the lowest contribution left out)" : ", cut " + t.cutLow() + " (the " + t.cutLow() + " lowest contributions left out)";
    return switch (t.kind()) {
      case MP -> "Match points";
      case GP -> "Game points (sum of the games)";
      case EMMSB -> "Extended Sonneborn-Berger: opponent's match points × match points scored" + cut;
      case EMGSB -> "Extended Sonneborn-Berger: opponent's match points × game points scored" + cut;
      case EGMSB -> "Extended Sonneborn-Berger: opponent's game points × match points scored" + cut;
      case EGGSB -> "Extended Sonneborn-Berger: opponent's game points × game points scored" + cut;
      case BC -> "Board count (board number × points; lower is better)";
      case BSV -> "Berlin count (top boards count more)";
      case INDIVIDUAL -> english(t.individual()) + ", over the matches";
    };
  }

  static String portuguese(Tiebreak t) {
    String base = switch (t.kind()) {
      case DE -> "Confronto direto";
      case WIN -> "Número de vitórias (também as sem jogo)";
      case WON -> "Vitórias jogadas no tabuleiro";
      case BPG -> "Partidas jogadas com as pretas";
      case BWG -> "Vitórias com as pretas";
      case PS -> "Pontuação progressiva";
      case BH -> "Buchholz (soma dos pontos dos adversários)";
      case FB -> "Buchholz antecipado (última rodada contada como empate)";
      case SB -> "Sonneborn-Berger";
      case AOB -> "Média do Buchholz dos adversários";
      case KS -> "Sistema Koya";
      case ARO -> "Rating médio dos adversários";
      case TPR -> "Performance no torneio";
      case PTP -> "Performance perfeita";
      case APRO -> "Média das performances dos adversários";
      case APPO -> "Média das performances perfeitas dos adversários";
    };
    return base + cutPt(t);
  }

  static String english(Tiebreak t) {
    String base = switch (t.kind()) {
      case DE -> "Direct encounter";
      case WIN -> "Number of wins (unplayed included)";
      case WON -> "Games won over the board";
      case BPG -> "Games played with Black";
      case BWG -> "Games won with Black";
      case PS -> "Progressive score";
      case BH -> "Buchholz (sum of the opponents' points)";
      case FB -> "Fore Buchholz (last round counted as a draw)";
      case SB -> "Sonneborn-Berger";
      case AOB -> "Average of the opponents' Buchholz";
      case KS -> "Koya system";
      case ARO -> "Average rating of the opponents";
      case TPR -> "Tournament performance rating";
      case PTP -> "Perfect tournament performance";
      case APRO -> "Average of the opponents' performance ratings";
      case APPO -> "Average of the opponents' perfect performances";
    };
    return base + cutEn(t);
  }

  // C.07 14: C1/C2 drop the lowest contributions, M1/M2 the lowest and the highest alike.
  private static String cutPt(Tiebreak t) {
    int low = t.cutLow(), high = t.cutHigh();
    if (low == 0 && high == 0) return "";
    if (high == 0) return ", corte " + low + (low == 1 ? " (sem a menor contribuição)" : " (sem as " + low + " menores contribuições)");
    return ", mediano " + high + (low == 1 && high == 1 ? " (sem a menor e a maior contribuição)"
        : " (sem as " + low + " menores e as " + high + " maiores contribuições)");
  }

  private static String cutEn(Tiebreak t) {
    int low = t.cutLow(), high = t.cutHigh();
    if (low == 0 && high == 0) return "";
    if (high == 0) return ", cut " + low + (low == 1 ? " (the lowest contribution left out)" : " (the " + low + " lowest contributions left out)");
    return ", median " + high + (low == 1 && high == 1 ? " (the lowest and the highest contribution left out)"
        : " (the " + low + " lowest and " + high + " highest contributions left out)");
  }
}
