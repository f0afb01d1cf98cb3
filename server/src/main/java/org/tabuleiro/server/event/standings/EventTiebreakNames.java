package org.tabuleiro.server.event.standings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.tiebreak.Tiebreak;

/**
 * What each tiebreak column is called on the public pages: its FIDE code (C.07) with a Portuguese name (and an
 * English one for the English pages), the cut spelled out ({@code BH-C1}: "Buchholz, corte 1 (sem a menor
 * contribuição)"), and which way is better: {@code "better": "higher"} for every column but BC ({@code "lower"}, a
 * sum of board numbers). DE shows the points scored among the tied (FIDE's value), so it is higher-better too.
 */
public final class EventTiebreakNames {
  private EventTiebreakNames() {}

  /** A name in both languages. */
  record Name(String pt, String en) {
    Name plus(Name more) {
      return new Name(pt + more.pt, en + more.en);
    }
  }

  /** {@code [{"code", "name", "nameEn", "better"}]} for the event's list, in order. */
  public static List<Map<String, String>> of(List<Tiebreak> tiebreaks) {
    return tiebreaks.stream().map(t -> column(t.code(), name(t), t.kind().ascending())).toList();
  }

  /** The same for a team event's list. */
  public static List<Map<String, String>> ofTeams(List<TeamTiebreak> tiebreaks) {
    return tiebreaks.stream().map(t -> column(t.code(), name(t), t.ascending())).toList();
  }

  private static Map<String, String> column(String code, Name name, boolean lowerIsBetter) {
    Map<String, String> m = new LinkedHashMap<>();
    m.put("code", code);
    m.put("name", name.pt());
    m.put("nameEn", name.en());
    m.put("better", lowerIsBetter ? "lower" : "higher");
    return m;
  }

  static Name name(TeamTiebreak t) {
    Name cut = cut(t.cutLow(), 0);
    return switch (t.kind()) {
      case MP -> new Name("Pontos de match", "Match points");
      case GP -> new Name("Pontos de jogo (soma das partidas)", "Game points (sum of the games)");
      case EMMSB -> extendedSb(MATCH, MATCH).plus(cut);
      case EMGSB -> extendedSb(MATCH, GAME).plus(cut);
      case EGMSB -> extendedSb(GAME, MATCH).plus(cut);
      case EGGSB -> extendedSb(GAME, GAME).plus(cut);
      case BC -> new Name("Contagem por tabuleiro (nº do tabuleiro × pontos; menor é melhor)",
          "Board count (board number × points; lower is better)");
      case BSV -> new Name("Contagem de Berlim (os primeiros tabuleiros valem mais)", "Berlin count (top boards count more)");
      case INDIVIDUAL -> name(t.individual()).plus(new Name(", sobre os matches", ", over the matches"));
    };
  }

  private static final Name MATCH = new Name("pontos de match", "match points");
  private static final Name GAME = new Name("pontos de jogo", "game points");

  private static Name extendedSb(Name opponents, Name scored) {
    return new Name(
        "Sonneborn-Berger estendido: " + opponents.pt() + " do adversário × " + scored.pt() + " feitos",
        "Extended Sonneborn-Berger: opponent's " + opponents.en() + " × " + scored.en() + " scored");
  }

  static Name name(Tiebreak t) {
    Name base = switch (t.kind()) {
      case DE -> new Name("Confronto direto (pontos feitos contra os empatados)", "Direct encounter (points scored against the tied)");
      case WIN -> new Name("Número de vitórias (também as sem jogo)", "Number of wins (unplayed included)");
      case WON -> new Name("Vitórias jogadas no tabuleiro", "Games won over the board");
      case BPG -> new Name("Partidas jogadas com as pretas", "Games played with Black");
      case BWG -> new Name("Vitórias com as pretas", "Games won with Black");
      case PS -> new Name("Pontuação progressiva", "Progressive score");
      case BH -> new Name("Buchholz (soma dos pontos dos adversários)", "Buchholz (sum of the opponents' points)");
      case FB -> new Name("Buchholz antecipado (última rodada contada como empate)", "Fore Buchholz (last round counted as a draw)");
      case SB -> new Name("Sonneborn-Berger", "Sonneborn-Berger");
      case AOB -> new Name("Média do Buchholz dos adversários", "Average of the opponents' Buchholz");
      case KS -> new Name("Sistema Koya", "Koya system");
      case ARO -> new Name("Rating médio dos adversários", "Average rating of the opponents");
      case TPR -> new Name("Performance no torneio", "Tournament performance rating");
      case PTP -> new Name("Performance perfeita", "Perfect tournament performance");
      case APRO -> new Name("Média das performances dos adversários", "Average of the opponents' performance ratings");
      case APPO -> new Name("Média das performances perfeitas dos adversários", "Average of the opponents' perfect performances");
    };
    return base.plus(cut(t.cutLow(), t.cutHigh()));
  }

  // C.07 14: C1/C2 drop the lowest contributions, M1/M2 the lowest and the highest alike.
  private static Name cut(int low, int high) {
    if (low == 0 && high == 0) return new Name("", "");
    if (high == 0) {
      return low == 1
          ? new Name(", corte 1 (sem a menor contribuição)", ", cut 1 (the lowest contribution left out)")
          : new Name(", corte " + low + " (sem as " + low + " menores contribuições)",
              ", cut " + low + " (the " + low + " lowest contributions left out)");
    }
    return low == 1 && high == 1
        ? new Name(", mediano 1 (sem a menor e a maior contribuição)", ", median 1 (the lowest and the highest contribution left out)")
        : new Name(", mediano " + high + " (sem as " + low + " menores e as " + high + " maiores contribuições)",
            ", median " + high + " (the " + low + " lowest and " + high + " highest contributions left out)");
  }
}
