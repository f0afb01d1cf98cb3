package org.tabuleiro.server.library;

import org.tabuleiro.server.common.RulesText;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.rules.format.pdn.PdnTag;
import org.tabuleiro.rules.format.pdn.PdnWriter;
import org.tabuleiro.rules.format.pgn.PgnGame;
import org.tabuleiro.rules.format.pgn.PgnNode;
import org.tabuleiro.rules.format.pgn.PgnTag;
import org.tabuleiro.rules.format.pgn.PgnWriter;
import org.tabuleiro.server.http.ApiException;

/**
 * {@code POST /api/library/analysis/export}: the analysis board's game (a start position and the moves played from
 * it) as PGN or PDN, each analysed position's engine line as a comment after the move that reached it (the start
 * position's before the first move): {@code [%eval 0.35]} (pawns, or men, from White's side; {@code #3} a mate in
 * 3, {@code #1}/{@code #-1} a draughts win found) and the line in words, as lichess writes its analysis. The moves are
 * checked by the rules; a bad one is refused with its number.
 */
final class LibraryAnalysisExport {
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private LibraryAnalysisExport() {}

  /** The file's text. {@code body}: {"game", "fen", "moves": [...], "evals": [{"ply", "depth", "score"|"mate"|"win", "pv"}]}. */
  static String export(JsonNode body, Instant now) {
    String game = body.path("game").asText("chess");
    if (!List.of("chess", "international", "brazilian").contains(game)) {
      throw ApiException.badRequest("invalid_game", "\"game\" deve ser chess, international ou brazilian.");
    }
    List<String> moves = new ArrayList<>();
    JsonNode m = body.path("moves");
    if (!m.isMissingNode() && !m.isNull() && !m.isArray()) {
      throw ApiException.badRequest("invalid_moves", "\"moves\" deve ser uma lista de lances.");
    }
    for (JsonNode x : m) moves.add(x.asText());
    if (moves.size() > 1000) throw ApiException.badRequest("invalid_moves", "Mais de 1000 lances: não é uma partida.");
    String[] comments = new String[moves.size() + 1];   // [0]: the start position's; [i]: after move i
    for (JsonNode e : body.path("evals")) {
      int ply = e.path("ply").asInt(-1);
      if (ply < 0 || ply > moves.size()) {
        throw ApiException.badRequest("invalid_evals", "A avaliação do lance " + ply + " não corresponde a nenhuma posição da partida.");
      }
      comments[ply] = comment(e, !game.equals("chess"));
    }
    String fen = body.path("fen").asText("").strip();
    List<String[]> tags = List.of(new String[] {"Event", "Análise"}, new String[] {"Site", "Tabuleiro"},
        new String[] {"Date", DATE.format(now)}, new String[] {"White", "?"}, new String[] {"Black", "?"},
        new String[] {"Result", "*"}, new String[] {"Annotator", "Tabuleiro (motor de análise)"});
    return game.equals("chess") ? pgn(fen, moves, comments, tags) : pdn(game, fen, moves, comments, tags);
  }

  /** {@code [%eval 0.35] Profundidade 12: Cf3 Cc6} */
  static String comment(JsonNode e, boolean draughts) {
    String eval;
    if (e.has("mate")) eval = "#" + e.get("mate").asInt();
    else if (e.has("win")) eval = "#" + (e.get("win").asInt() > 0 ? 1 : -1);
    else eval = String.format(Locale.ROOT, "%.2f", e.path("score").asInt() / 100.0);
    String pv = e.path("pv").asText("").replaceAll("[{}]", "").strip();
    if (pv.length() > 500) pv = pv.substring(0, 500);
    return "[%eval " + eval + "] Profundidade " + e.path("depth").asInt() + (pv.isEmpty() ? "" : ": " + pv);
  }

  private static String pgn(String fen, List<String> moves, String[] comments, List<String[]> tags) {
    Position start;
    try {
      start = fen.isEmpty() ? Position.initial() : Fen.read(fen.split("\\s+").length == 4 ? fen + " 0 1" : fen);
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_fen", "O FEN \"" + fen + "\" não é uma posição de xadrez: " + RulesText.move(e));
    }
    List<PgnTag> pgnTags = new ArrayList<>();
    for (String[] t : tags) pgnTags.add(new PgnTag(t[0], t[1]));
    if (!Fen.write(start).equals(Fen.write(Position.initial()))) {
      pgnTags.add(new PgnTag("SetUp", "1"));
      pgnTags.add(new PgnTag("FEN", Fen.write(start)));
    }
    List<PgnNode> line = new ArrayList<>();
    Position p = start;
    for (int i = 0; i < moves.size(); i++) {
      Move move;
      try {
        move = p.parseUci(moves.get(i));
      } catch (RuntimeException e) {
        throw ApiException.badRequest("invalid_moves", "Lance " + (i + 1) + " (\"" + moves.get(i) + "\"): " + RulesText.move(e));
      }
      String san = San.write(p, move, Language.ENGLISH);
      line.add(new PgnNode(san, List.of(), comments[i + 1] == null ? List.of() : List.of(comments[i + 1]), List.of()));
      p = p.play(move);
    }
    return PgnWriter.write(new PgnGame(pgnTags, comments[0], line, "*"));
  }

  private static String pdn(String game, String fen, List<String> moves, String[] comments, List<String[]> tags) {
    var variant = game.equals("international") ? org.tabuleiro.rules.draughts.Variant.INTERNATIONAL
        : org.tabuleiro.rules.draughts.Variant.BRAZILIAN;
    DraughtsPosition start;
    try {
      start = fen.isEmpty() ? DraughtsPosition.initial(variant) : PdnFen.read(fen, variant);
    } catch (RuntimeException e) {
      throw ApiException.badRequest("invalid_fen", "O FEN \"" + fen + "\" não é uma posição de damas: " + RulesText.move(e));
    }
    List<PdnTag> pdnTags = new ArrayList<>();
    for (String[] t : tags) pdnTags.add(new PdnTag(t[0], t[1]));
    List<DraughtsMove> list = new ArrayList<>();
    List<String> after = new ArrayList<>();
    DraughtsPosition p = start;
    for (int i = 0; i < moves.size(); i++) {
      DraughtsMove move;
      try {
        move = p.parseMove(moves.get(i));
      } catch (RuntimeException e) {
        throw ApiException.badRequest("invalid_moves", "Lance " + (i + 1) + " (\"" + moves.get(i) + "\"): " + RulesText.move(e));
      }
      list.add(move);
      after.add(comments[i + 1]);
      p = p.play(move);
    }
    String text = PdnWriter.write(pdnTags, start, list, after, "*");
    if (comments[0] == null) return text;
    // The start position's line before the first move (PdnWriter writes comments after moves only).
    int body = text.indexOf("\n\n") + 2;
    return text.substring(0, body) + "{" + comments[0].replace("}", ")") + "}\n" + text.substring(body);
  }
}
