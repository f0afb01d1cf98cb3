package org.tabuleiro.server.library;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.format.pgn.PgnGameBuilder;
import org.tabuleiro.rules.format.pgn.PgnNode;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.library.LibraryReviewMath.Evaluation;
import org.tabuleiro.server.library.ReviewScoring.Mark;

/**
 * Saved game reviews ({@code /api/library/reviews}, docs/server/library.md "Saved reviews"): a chess game's review
 * made by Stockfish in a reader's browser, saved with its game (a club game, a library game, or the moves of a pasted
 * PGN under their SHA-256), checked position by position against the game's own moves, and read back by anyone who
 * may see the game, so the graph, the marks and the accuracies show without running the engine again.
 */
final class LibraryReviews {
  /** The longest game saved: 600 plies (the request, at about 60 bytes a position, stays under 64 KiB). */
  static final int MAX_PLIES = 600;
  /** Saves per account and hour. */
  static final int PER_HOUR = 30;
  private static final java.util.regex.Pattern ENGINE = java.util.regex.Pattern.compile("Stockfish \\d{1,3}(\\.\\d{1,3}){0,2} lite");

  private final LibraryReviewStore store;
  private final LibraryStore library;
  private final LibrarySources sources;
  private final Sessions sessions;
  private final ObjectMapper json;
  private final InstantSource clock;
  private final ToLongFunction<Context> viewer;

  LibraryReviews(LibraryStore library, LibrarySources sources, Sessions sessions, ObjectMapper json, InstantSource clock,
      ToLongFunction<Context> viewer) {
    this.store = new LibraryReviewStore(library.jdbi());
    this.library = library;
    this.sources = sources;
    this.sessions = sessions;
    this.json = json;
    this.clock = clock;
    this.viewer = viewer;
  }

  void addRoutes(RoutesConfig routes) {
    routes.get("/api/library/reviews", this::find);
    routes.post("/api/library/reviews", this::save);
  }

  /** The game a review belongs to: its key, start and main line (UCI), and its players. */
  record Subject(String kind, String key, String initialFen, List<String> moves, String white, String black) {}

  private void find(Context ctx) {
    Subject s = subject(ctx.queryParam("club"), ctx.queryParam("library"), ctx.queryParam("fen"),
        ctx.queryParam("moves") == null ? null : List.of(ctx.queryParam("moves").split("[,\\s]+")), null, null, ctx);
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("review", store.find(s.kind(), s.key()).map(this::reviewJson).orElse(null));
    ctx.header("Cache-Control", "no-cache").json(out);
  }

  private void save(Context ctx) {
    Account actor = sessions.require(ctx).account();
    ObjectNode body = JsonBody.object(ctx, json);
    List<String> moves = null;
    JsonNode m = body.get("moves");
    if (m != null && !m.isNull()) {
      if (!m.isArray()) throw ApiException.badRequest("invalid_moves", "\"moves\" deve ser uma lista de lances em UCI.");
      moves = new ArrayList<>();
      for (JsonNode x : m) moves.add(x.asText());
    }
    Subject s = subject(text(body, "club"), text(body, "library"), text(body, "fen"), moves,
        JsonBody.optionalText(body, "white"), JsonBody.optionalText(body, "black"), ctx);
    String engine = JsonBody.optionalText(body, "engine");
    if (engine == null || !ENGINE.matcher(engine).matches()) {
      throw ApiException.badRequest("invalid_engine",
          "\"engine\" deve nomear a versão do Stockfish que analisou, como \"Stockfish 19 lite\".");
    }
    JsonNode nodesNode = body.get("nodes");
    if (nodesNode == null || !nodesNode.canConvertToLong() || nodesNode.asLong() < 1 || nodesNode.asLong() > 1_000_000_000L) {
      throw ApiException.badRequest("invalid_nodes", "\"nodes\" (os nós analisados por posição) deve ser um número de 1 a 1.000.000.000.");
    }
    ArrayNode evals = checkedEvals(s, body.get("evals"), body.get("marks"));
    List<Evaluation> values = new ArrayList<>();
    for (JsonNode e : evals) values.add(e.has("mate") ? new Evaluation(null, e.get("mate").asInt()) : new Evaluation(e.get("cp").asInt(), null));
    Position start = Fen.read(s.initialFen());
    Double[] accuracy = LibraryReviewMath.gameAccuracy(values, start.sideToMove() == Color.WHITE);
    checkAccuracy(body.get("accuracy"), accuracy);
    if (store.savedInHour(actor.id(), clock.instant()) >= PER_HOUR) {
      throw new ApiException(429, "too_many_reviews", "Você já salvou " + PER_HOUR
          + " análises na última hora; espere um pouco para salvar outra.");
    }
    var review = new LibraryReviewStore.Review(0, s.kind(), s.key(), engine, s.initialFen(), String.join(" ", s.moves()),
        s.white(), s.black(), nodesNode.asLong(), evals.toString(), accuracy[0], accuracy[1], actor.id(), null, null);
    switch (store.save(review, clock.instant())) {
      case LibraryReviewStore.Stored st -> ctx.status(st.replaced() ? 200 : 201)
          .json(Map.of("review", reviewJson(store.find(s.kind(), s.key()).orElseThrow())));
      case LibraryReviewStore.Kept k -> throw new ApiException(409, "review_exists", "Esta partida já tem uma análise do "
          + k.existing().engine() + " salva por " + k.existing().savedByName() + " (" + k.existing().nodes()
          + " nós por posição); só quem a salvou ou uma análise com mais nós por posição a substitui.");
    }
  }

  /**
   * The game named by {@code club}, {@code library} or {@code fen} and {@code moves} (exactly one of the three),
   * replayed by the rules: 400 when it is not a finished chess game, 404 when the viewer may not see it.
   */
  private Subject subject(String club, String libraryGame, String fen, List<String> moves, String white, String black,
      Context ctx) {
    int given = (club != null ? 1 : 0) + (libraryGame != null ? 1 : 0) + (fen != null || moves != null ? 1 : 0);
    if (given != 1) {
      throw ApiException.badRequest("invalid_subject", "Diga de que partida é a análise: \"club\" (o número de uma partida"
          + " do clube), \"library\" (o de uma partida da biblioteca) ou \"fen\" e \"moves\" (os lances de uma partida colada).");
    }
    if (club != null) {
      long id = number(club, "club");
      LibrarySources.ClubGame g = sources.clubGame(id).orElseThrow(() ->
          new ApiException(404, "game_not_found", "Partida não encontrada: " + id + "."));
      if (!g.game().equals("chess")) throw notChess();
      if (!g.over()) throw ApiException.badRequest("game_not_finished", "A partida " + id + " ainda não terminou.");
      return fromPgn("club", Long.toString(id), g.text());
    }
    if (libraryGame != null) {
      long id = number(libraryGame, "library");
      LibraryStore.GameRow g = library.game(id).orElse(null);
      LibraryStore.Collection c = g == null ? null : library.collectionUncounted(g.collectionId()).orElse(null);
      if (c == null || (!c.isPublic() && c.ownerId() != viewer.applyAsLong(ctx))) {
        throw new ApiException(404, "game_not_found", "Não há nenhum jogo " + id + " na biblioteca.");
      }
      if (!c.game().equals("chess")) throw notChess();
      return fromPgn("library", Long.toString(id), g.text());
    }
    String f = fen == null || fen.isBlank() ? Fen.INITIAL : fen.strip();
    Position p;
    try {
      p = Fen.read(f.split("\\s+").length == 4 ? f + " 0 1" : f);
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_fen", "O FEN \"" + f + "\" não é uma posição de xadrez: " + e.getMessage());
    }
    if (moves == null || moves.isEmpty()) throw ApiException.badRequest("invalid_moves", "Faltam os lances da partida (\"moves\", em UCI).");
    if (moves.size() > MAX_PLIES) throw tooLong(moves.size());
    String initial = Fen.write(p);
    List<String> line = new ArrayList<>();
    for (int i = 0; i < moves.size(); i++) {
      Move move;
      try {
        move = p.parseUci(moves.get(i).strip());
      } catch (RuntimeException e) {
        throw ApiException.badRequest("invalid_moves", "Lance " + moveNumber(p, i) + " (\"" + moves.get(i) + "\") ilegal ou ilegível: " + e.getMessage());
      }
      line.add(move.uci());
      p = p.play(move);
    }
    return new Subject("moves", sha256(initial + " " + String.join(" ", line)), initial, line, clip(white), clip(black));
  }

  /** A finished game's PGN (the club's export, or the library's stored text): its main line from its start. */
  private static Subject fromPgn(String kind, String key, String text) {
    PgnGameBuilder builder = new PgnGameBuilder();
    PgnReader reader = new PgnReader(new java.io.StringReader(text));
    if (!reader.readGame(builder)) throw ApiException.badRequest("invalid_game", "A partida " + key + " não tem lances.");
    var game = builder.game();
    Position p;
    try {
      p = game.tag("FEN").map(Fen::readLenient).orElse(Position.initial());
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_game", "A partida " + key + " começa de um FEN que não é uma posição: " + e.getMessage());
    }
    String initial = Fen.write(p);
    List<String> line = new ArrayList<>();
    for (PgnNode n : game.mainLine()) {
      Move move;
      try {
        move = San.parse(p, n.san(), Language.ENGLISH);
      } catch (RuntimeException e) {
        throw ApiException.badRequest("invalid_game", "A partida " + key + " não pôde ser lida no lance \"" + n.san() + "\".");
      }
      line.add(move.uci());
      p = p.play(move);
    }
    if (line.isEmpty()) throw ApiException.badRequest("invalid_game", "A partida " + key + " não tem lances.");
    if (line.size() > MAX_PLIES) throw tooLong(line.size());
    return new Subject(kind, key, initial, line, game.tag("White").map(LibraryReviews::clip).orElse(null),
        game.tag("Black").map(LibraryReviews::clip).orElse(null));
  }

  /**
   * Every position's evaluation checked against the game (one per position, the start first; centipawns or a mate,
   * the best move legal there, a mate at a checkmate for the side that gave it), as the server stores it, each with
   * its mark computed from the evaluations; {@code marks}, when given, must be those.
   */
  private ArrayNode checkedEvals(Subject s, JsonNode evals, JsonNode marks) {
    int n = s.moves().size() + 1;
    if (evals == null || !evals.isArray() || evals.size() != n) {
      throw ApiException.badRequest("invalid_evals", "\"evals\" deve ter uma avaliação por posição da partida: " + n
          + " (a inicial e uma depois de cada lance)" + (evals != null && evals.isArray() ? ", não " + evals.size() : "") + ".");
    }
    if (marks != null && !marks.isNull() && (!marks.isArray() || marks.size() != n)) {
      throw ApiException.badRequest("invalid_marks", "\"marks\" deve ter uma marca (ou null) por posição: " + n + ".");
    }
    ArrayNode out = json.createArrayNode();
    Position p = Fen.read(s.initialFen());
    Position prev = null;   // the position before the move that reached p
    Evaluation before = null;
    for (int i = 0; i < n; i++) {
      JsonNode e = evals.get(i);
      String where = i == 0 ? "na posição inicial" : "na posição depois de " + moveText(prev, s.moves().get(i - 1));
      if (!e.isObject()) throw badEval(where, "cada avaliação é um objeto {\"cp\" ou \"mate\", \"best\", \"depth\"}");
      JsonNode cp = e.get("cp");
      JsonNode mate = e.get("mate");
      if ((cp == null) == (mate == null)) throw badEval(where, "dê \"cp\" (centipeões) ou \"mate\" (lances até o mate), um dos dois");
      ObjectNode o = json.createObjectNode();
      Evaluation value;
      if (cp != null) {
        if (!cp.isIntegralNumber() || Math.abs(cp.asLong()) > 32_000) throw badEval(where, "\"cp\" deve ser um inteiro de -32000 a 32000");
        o.put("cp", cp.asInt());
        value = new Evaluation(cp.asInt(), null);
      } else {
        if (!mate.isIntegralNumber() || mate.asInt() == 0 || Math.abs(mate.asLong()) > 250) {
          throw badEval(where, "\"mate\" deve ser um inteiro de -250 a 250, sem o 0 (+: as brancas dão mate)");
        }
        o.put("mate", mate.asInt());
        value = new Evaluation(null, mate.asInt());
      }
      if (p.isCheckmate()) {
        int winner = p.sideToMove() == Color.WHITE ? -1 : 1;
        if (value.mate() == null || Integer.signum(value.mate()) != winner) {
          throw badEval(where, "a posição é xeque-mate: a avaliação deve ser \"mate\" " + winner + " (das " + (winner > 0 ? "brancas" : "pretas") + ")");
        }
      }
      JsonNode best = e.get("best");
      if (best != null && !best.isNull()) {
        Move move;
        try {
          move = p.parseUci(best.asText());
        } catch (RuntimeException x) {
          throw badEval(where, "o melhor lance \"" + best.asText() + "\" não é um lance legal desta posição");
        }
        o.put("best", move.uci());
      }
      JsonNode depth = e.get("depth");
      if (depth != null && !depth.isNull()) {
        if (!depth.isIntegralNumber() || depth.asInt() < 0 || depth.asInt() > 245) throw badEval(where, "\"depth\" deve ser um inteiro de 0 a 245");
        o.put("depth", depth.asInt());
      } else if (o.has("best")) {
        throw badEval(where, "falta a profundidade (\"depth\") da análise que deu o melhor lance");
      }
      JsonNode nodes = e.get("nodes");
      if (nodes != null && !nodes.isNull()) {
        if (!nodes.isIntegralNumber() || nodes.asLong() < 0 || nodes.asLong() > 10_000_000_000L) {
          throw badEval(where, "\"nodes\" deve ser um inteiro de 0 a 10.000.000.000");
        }
        o.put("nodes", nodes.asLong());
      }
      Mark mark = before == null ? null : LibraryReviewMath.judge(before, value, prev.sideToMove() == Color.WHITE);
      if (mark != null) o.put("mark", mark.name().toLowerCase(java.util.Locale.ROOT));
      if (marks != null && !marks.isNull()) {
        JsonNode given = marks.get(i);
        String said = given == null || given.isNull() ? null : given.asText();
        String is = mark == null ? null : mark.name().toLowerCase(java.util.Locale.ROOT);
        if (!java.util.Objects.equals(said, is)) {
          throw ApiException.badRequest("marks_disagree", "A marca do lance " + moveText(prev, s.moves().get(i - 1)) + " ("
              + (said == null ? "nenhuma" : said) + ") não é a que as avaliações dão (" + (is == null ? "nenhuma" : is) + ").");
        }
      }
      out.add(o);
      before = value;
      if (i < s.moves().size()) {
        prev = p;
        p = p.play(p.parseUci(s.moves().get(i)));
      }
    }
    return out;
  }

  private static void checkAccuracy(JsonNode given, Double[] computed) {
    if (given == null || given.isNull()) return;
    if (!given.isObject()) throw ApiException.badRequest("invalid_accuracy", "\"accuracy\" deve ser {\"white\": N, \"black\": N}.");
    String[] sides = {"white", "black"};
    for (int k = 0; k < 2; k++) {
      JsonNode v = given.get(sides[k]);
      if (v == null || v.isNull()) continue;
      if (!v.isNumber() || v.asDouble() < 0 || v.asDouble() > 100) {
        throw ApiException.badRequest("invalid_accuracy", "A precisão das " + (k == 0 ? "brancas" : "pretas") + " deve ser um número de 0 a 100.");
      }
      if (computed[k] == null || Math.abs(computed[k] - v.asDouble()) > 0.5) {
        throw ApiException.badRequest("accuracy_disagree", "A precisão das " + (k == 0 ? "brancas" : "pretas") + " (" + v.asDouble()
            + ") não é a que as avaliações dão (" + (computed[k] == null ? "nenhuma" : String.format(java.util.Locale.ROOT, "%.1f", computed[k])) + ").");
      }
    }
  }

  private Map<String, Object> reviewJson(LibraryReviewStore.Review r) {
    Map<String, Object> j = new LinkedHashMap<>();
    j.put("id", r.id());
    j.put("subject", r.subject());
    j.put("engine", r.engine());
    j.put("nodes", r.nodes());
    j.put("initialFen", r.initialFen());
    j.put("moves", r.moves().isEmpty() ? List.of() : List.of(r.moves().split(" ")));
    j.put("white", r.white());
    j.put("black", r.black());
    try {
      j.put("evals", json.readTree(r.evals()));
    } catch (java.io.IOException e) {
      throw new IllegalStateException("review " + r.id() + ": stored evaluations are not JSON", e);
    }
    Map<String, Object> acc = new LinkedHashMap<>();
    acc.put("white", r.whiteAccuracy());
    acc.put("black", r.blackAccuracy());
    j.put("accuracy", acc);
    j.put("savedBy", r.savedByName());
    j.put("savedAt", r.savedAt().toString());
    return j;
  }

  /** "12. Cf3" for White's 12th move, "12… Cf6" for Black's (Portuguese SAN, as the page shows it). */
  private static String moveText(Position before, String uci) {
    String number = before.fullmoveNumber() + (before.sideToMove() == Color.WHITE ? ". " : "… ");
    return number + San.write(before, before.parseUci(uci), Language.PORTUGUESE);
  }

  /** The number of the move about to be played at {@code before}: "12." or "12…", and which one of the game. */
  private static String moveNumber(Position before, int ply) {
    return before.fullmoveNumber() + (before.sideToMove() == Color.WHITE ? "." : "…") + " (meio-lance " + (ply + 1) + ")";
  }

  private static String text(JsonNode body, String field) {
    JsonNode v = body.get(field);
    return v == null || v.isNull() ? null : v.asText();
  }

  private static long number(String text, String field) {
    try {
      return Long.parseLong(text.strip());
    } catch (NumberFormatException e) {
      throw ApiException.badRequest("invalid_" + field, "\"" + field + "\" deve ser o número de uma partida, não \"" + text + "\".");
    }
  }

  private static String clip(String name) {
    if (name == null || name.isBlank()) return null;
    String s = name.strip();
    return s.length() > 200 ? s.substring(0, 200) : s;
  }

  private static ApiException badEval(String where, String why) {
    return ApiException.badRequest("invalid_evals", "Avaliação " + where + ": " + why + ".");
  }

  private static ApiException notChess() {
    return ApiException.badRequest("not_chess", "Só partidas de xadrez são analisadas pelo Stockfish; as de damas não têm análise salva.");
  }

  private static ApiException tooLong(int plies) {
    return ApiException.badRequest("game_too_long", "A partida tem " + plies + " meios-lances; uma análise salva cobre no"
        + " máximo " + MAX_PLIES + " (300 lances de cada lado).");
  }

  static String sha256(String text) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
