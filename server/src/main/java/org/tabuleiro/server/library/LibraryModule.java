package org.tabuleiro.server.library;

import org.tabuleiro.server.common.RulesText;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;

/**
 * Biblioteca Online under {@code /api/library}: collections of games, their import from PGN and PDN files (the file
 * is streamed to the data folder, then read game by game by one background thread), search by players, event,
 * year, result, rating, opening and position, and the opening explorer. Routes and their answers are in
 * {@code docs/server/library.md}.
 */
public final class LibraryModule implements HttpModule, AutoCloseable {
  private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(LibraryModule.class);
  /** Largest file accepted unless told: 4 GiB ({@code library_max_upload_mib}, config/Tuning). */
  static final long MAX_UPLOAD = 4096L << 20;

  private final LibraryStore store;
  private final InstantSource clock;
  private final Sessions sessions;
  private final ObjectMapper json;
  private final LibraryUploads uploads;
  private final LibraryImports imports;
  private final LibrarySources sources;
  private final LibraryAnalysis analysis;
  private final LibraryReviews reviews;
  private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
    Thread t = new Thread(r, "library-import");
    t.setDaemon(true);
    t.setPriority(Thread.MIN_PRIORITY);
    return t;
  });

  public LibraryModule(Jdbi jdbi, InstantSource clock, Sessions sessions, ObjectMapper json, Path uploads) {
    this(jdbi, clock, sessions, json, uploads, LibrarySources.NONE);
  }

  /** @param sources the club's own games: an event's, a finished game, the rated games of the club explorer */
  public LibraryModule(Jdbi jdbi, InstantSource clock, Sessions sessions, ObjectMapper json, Path uploads,
      LibrarySources sources) {
    this(jdbi, clock, sessions, json, uploads, sources, MAX_UPLOAD, LibraryAnalysis.MILLIS, "");
  }

  /**
   * @param uploads where the files being imported are kept until their jobs end ({@code DATA/library-uploads})
   * @param maxUploadBytes the largest file accepted
   * @param analysisMillis how long the analysis board's engine searches a position
   * @param node this cluster node's name, '' on a single server: a job goes on after a restart on the node holding
   *     its file
   */
  public LibraryModule(Jdbi jdbi, InstantSource clock, Sessions sessions, ObjectMapper json, Path uploads,
      LibrarySources sources, long maxUploadBytes, long analysisMillis, String node) {
    this.analysis = new LibraryAnalysis(analysisMillis, LibraryAnalysis.Bounds.fromSystemProperties(), clock);
    this.sources = sources;
    this.store = new LibraryStore(jdbi);
    this.clock = clock;
    this.sessions = sessions;
    this.json = json;
    this.uploads = new LibraryUploads(uploads, maxUploadBytes);
    this.imports = new LibraryImports(store, this.uploads, worker, clock, sessions, node);
    imports.keepUnfinishedFiles();   // an earlier run's uploads cut short, or of jobs that have ended
    this.reviews = new LibraryReviews(store, sources, sessions, json, clock, this::viewer);
  }

  /**
   * Starts the background import of the finished rated games no club collection holds yet (none without
   * {@link LibrarySources}); {@link #close} stops it.
   */
  public void start() {
    start(org.tabuleiro.server.common.Leadership.SOLE);
  }

  /**
   * As {@link #start()}, on the node leading the library's timed work only, each time it gains the lead
   * (docs/server/cluster.md): the games are noted as held once imported, so a new leader goes on where the last
   * stopped.
   */
  public void start(org.tabuleiro.server.common.Leadership lead) {
    long filled = store.fillNameWords();   // the player index of games stored before it (V26), once
    if (filled > 0) LOG.info("library: player index written for {} games stored before it", filled);
    imports.resumeUnfinished();   // this node's imports a stop or a kill cut short, from their last batch
    if (sources == LibrarySources.NONE) return;
    lead.whenLeader(org.tabuleiro.server.common.Leadership.Work.LIBRARY, () -> worker.submit(this::catchUpClub), () -> { });
  }

  /**
   * The club explorer's collections: every finished rated game goes to its game and pool's collection
   * ("chess/blitz") when it ends, imported on the import thread as a file of one game. A game lost on the way (the
   * server stopped before the import thread got to it) is added at the next start ({@link #catchUpClub}).
   */
  public org.tabuleiro.server.live.GameEndListener onGameEnd() {
    return (stored, game) -> {
      if (!stored.setup().rated() || game.result() == null || game.result().outcome() == null
          || stored.setup().control().ratingPool().isEmpty()) {
        return;
      }
      // Off the game's thread: the names and ratings are read from the database on the import thread.
      worker.submit(() -> {
        try {
          LibrarySources.ClubGame g = sources.clubGame(stored, game);
          clubImport(g.game(), g.pool(), g.text(), List.of(g.id()));
        } catch (RuntimeException e) {
          LOG.error("club explorer: game {} was not added: {}", stored.id(), e.toString());
        }
      });
    };
  }

  /**
   * Runs on the import thread. Once the file is read through, its games are noted as held by the club collection
   * (a game refused or a duplicate too: importing it again would do the same).
   */
  private void clubImport(String game, String pool, String text, List<Long> gameIds) {
    try {
      LibraryStore.Collection c = store.clubCollection(game + "/" + pool, clubName(game, pool), game, clock.instant());
      LibraryUploads.Upload file = uploads.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
      ImportJob job = new ImportJob(0, c.id(), 0, file.bytes());   // no row: the next start's catch-up redoes it
      imports.importer().run(job, game, uploads.path(file.name()));
      if (job.failed() != null) LOG.warn("club explorer {}/{}: {}", game, pool, job.failed());
      else store.markClubGames(c.id(), gameIds);
    } catch (IOException | RuntimeException e) {
      LOG.error("club explorer {}/{}: a game was not added: {}", game, pool, e.toString());
    }
  }

  /** Club games imported per file when catching up. */
  static final int CATCH_UP_CHUNK = 500;

  /**
   * At every start: the finished rated games no club collection holds yet, found by one anti-join on
   * {@code library_club_games}: those played before the club explorer (the first start with it) and those whose
   * import a stopped server never ran. Imported by pool in files of up to {@value #CATCH_UP_CHUNK} games.
   */
  private void catchUpClub() {
    try {
      List<Long> missing = sources.finishedRatedGamesNotInClub();
      for (int from = 0; from < missing.size(); from += CATCH_UP_CHUNK) {
        Map<String, StringBuilder> files = new LinkedHashMap<>();
        Map<String, List<Long>> ids = new LinkedHashMap<>();
        for (long id : missing.subList(from, Math.min(missing.size(), from + CATCH_UP_CHUNK))) {
          var g = sources.clubGame(id).orElse(null);
          if (g == null || g.pool() == null || !g.over()) continue;
          files.computeIfAbsent(g.game() + "/" + g.pool(), k -> new StringBuilder()).append(g.text()).append('\n');
          ids.computeIfAbsent(g.game() + "/" + g.pool(), k -> new ArrayList<>()).add(id);
        }
        files.forEach((key, text) -> {
          String[] gp = key.split("/");
          clubImport(gp[0], gp[1], text.toString(), ids.get(key));
        });
      }
      if (!missing.isEmpty()) LOG.info("club explorer: {} rated games played before added", missing.size());
    } catch (RuntimeException e) {
      LOG.error("club explorer: the games played before were not added: {}", e.toString());
    }
  }

  /** The stored name; the pages name a club collection in the reader's language from its {@code club} key. */
  static String clubName(String game, String pool) {
    return "Partidas do clube: " + gameName(game) + " " + switch (pool) {
      case "bullet" -> "bullet";
      case "blitz" -> "blitz";
      case "rapid" -> "rápidas";
      case "classical" -> "clássicas";
      default -> "por correspondência";
    };
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/library/collections", this::create);
    routes.get("/api/library/collections", ctx -> ctx.json(Map.of("collections",
        store.collections(viewer(ctx)).stream().map(LibraryModule::collectionJson).toList())));
    routes.get("/api/library/collections/{id}", ctx -> {
      long id = visible(ctx, id(ctx, "id")).id();
      ctx.json(collectionJson(store.collection(id).orElseThrow(() -> notVisible(id))));
    });
    routes.delete("/api/library/collections/{id}", ctx -> {
      owned(ctx, id(ctx, "id"));
      store.deleteCollection(id(ctx, "id"));
      ctx.status(204);
    });
    routes.post("/api/library/collections/{id}/import", ctx -> imports.upload(ctx, this::owned));
    routes.post("/api/library/collections/{id}/add", this::addClubGames);
    routes.get("/api/library/collections/{id}/jobs", ctx -> {
      long id = owned(ctx, id(ctx, "id")).id();
      ctx.header("Cache-Control", "no-store").json(Map.of("jobs", imports.ofCollection(id)));
    });
    routes.get("/api/library/jobs/{id}", ctx -> imports.job(ctx, viewer(ctx)));
    routes.post("/api/library/jobs/{id}/resume", imports::resume);
    routes.get("/api/library/search", this::search);
    routes.get("/api/library/explorer", this::explorer);
    routes.get("/api/library/games/{id}", this::game);
    routes.post("/api/library/analysis", this::analyse);
    reviews.addRoutes(routes);
    routes.post("/api/library/analysis/export", ctx -> {
      sessions.require(ctx);
      String text = LibraryAnalysisExport.export(JsonBody.object(ctx, json), clock.instant());
      boolean chess = !List.of("international", "brazilian").contains(JsonBody.object(ctx, json).path("game").asText());
      ctx.contentType((chess ? "application/x-chess-pgn" : "application/x-draughts-pdn") + "; charset=utf-8")
          .header("Content-Disposition", "attachment; filename=\"analise." + (chess ? "pgn" : "pdn") + "\"")
          .result(text);
    });
    routes.post("/api/library/analysis/review", this::review);
    routes.get("/api/library/analysis/{id}/stream", ctx -> LibraryAnalysisStream.send(ctx, ownRun(ctx), json));
    routes.get("/api/library/analysis/{id}", ctx -> ctx.header("Cache-Control", "no-store").json(analysis.json(ownRun(ctx))));
    routes.delete("/api/library/analysis/{id}", ctx -> {
      LibraryAnalysis.Run run = ownRun(ctx);
      run.stop();
      ctx.status(204);
    });
  }

  /** The viewer's analysis named in the path; 404 {@code analysis_not_found} for another's or none. */
  private LibraryAnalysis.Run ownRun(Context ctx) {
    LibraryAnalysis.Run run = analysis.get(id(ctx, "id"));
    if (run == null || run.owner != viewer(ctx)) {
      throw new ApiException(404, "analysis_not_found", "Não há nenhuma análise " + ctx.pathParam("id") + " sua.");
    }
    return run;
  }

  /**
   * {@code POST /api/library/analysis/review} {@code {"game": "international"|"brazilian", "fen"?, "moves": [PDN]}}:
   * the draughts game reviewed by our engine, position by position (chess games are reviewed in the browser).
   */
  private void review(Context ctx) {
    Account actor = sessions.require(ctx).account();
    var body = JsonBody.object(ctx, json);
    String game = body.path("game").asText("");
    if (!List.of("international", "brazilian").contains(game)) {
      throw ApiException.badRequest("invalid_game", "\"game\" deve ser international ou brazilian (as partidas de xadrez são"
          + " analisadas no navegador).");
    }
    var variant = game.equals("international") ? org.tabuleiro.rules.draughts.Variant.INTERNATIONAL
        : org.tabuleiro.rules.draughts.Variant.BRAZILIAN;
    String fen = body.path("fen").asText("").strip();
    org.tabuleiro.rules.draughts.DraughtsPosition p;
    try {
      p = fen.isEmpty() ? org.tabuleiro.rules.draughts.DraughtsPosition.initial(variant)
          : org.tabuleiro.rules.draughts.PdnFen.read(fen, variant);
    } catch (RuntimeException e) {
      throw ApiException.badRequest("invalid_fen", "O FEN \"" + fen + "\" não é uma posição de damas: " + e.getMessage());
    }
    var movesNode = body.get("moves");
    if (movesNode == null || !movesNode.isArray() || movesNode.isEmpty()) {
      throw ApiException.badRequest("no_moves", "Envie os lances da partida (\"moves\": [\"32-28\", ...]).");
    }
    List<org.tabuleiro.rules.draughts.DraughtsPosition> positions = new ArrayList<>(List.of(p));
    List<org.tabuleiro.rules.draughts.DraughtsMove> moves = new ArrayList<>();
    for (int i = 0; i < movesNode.size(); i++) {
      String text = movesNode.get(i).asText("");
      org.tabuleiro.rules.draughts.DraughtsMove move;
      try {
        move = p.parseMove(text);
      } catch (org.tabuleiro.rules.common.MoveTextException e) {
        String why = switch (e.reason()) {
          case UNREADABLE -> "não se lê como um lance de damas (como 32-28 ou 19x30)";
          case ILLEGAL -> "não é um lance legal nesta posição";
          case AMBIGUOUS -> "é ambíguo: escreva o caminho inteiro da captura (como 47x20x3)";
        };
        throw ApiException.badRequest("invalid_moves", "Lance " + (i + 1) + " (\"" + text + "\"): " + why + ".");
      }
      moves.add(move);
      p = p.play(move);
      positions.add(p);
    }
    LibraryAnalysis.Run run = analysis.review(positions, moves, actor.id());   // 400 game_too_long, 429, 503
    ctx.status(202).json(Map.of("id", run.id));
  }

  private void create(Context ctx) {
    Account actor = sessions.require(ctx).account();
    JsonBody body = JsonBody.of(ctx, json);
    String name = body.optionalText("name");
    if (name == null || name.isBlank() || name.strip().length() > 200) {
      throw ApiException.badRequest("invalid_name", "A coleção precisa de um nome (\"name\") de 1 a 200 caracteres.");
    }
    String game = body.optionalText("game");
    if (game == null || !List.of("chess", "international", "brazilian").contains(game)) {
      throw ApiException.badRequest("invalid_game", "\"game\" deve ser chess, international ou brazilian.");
    }
    var publicNode = JsonBody.object(ctx, json).get("public");
    if (publicNode != null && !publicNode.isNull() && !publicNode.isBoolean()) {
      throw ApiException.badRequest("invalid_public", "\"public\" deve ser true ou false.");
    }
    boolean isPublic = publicNode != null && publicNode.asBoolean(false);
    long id = store.createCollection(name.strip(), game, isPublic, actor.id(), clock.instant());
    ctx.status(201).json(Map.of("id", id));
  }

  /**
   * {@code POST /api/library/collections/{id}/add} with {@code {"event": ID}} (the event's games entered with moves)
   * or {@code {"gameId": ID}} (a finished game of the club): imported as an uploaded file would be.
   */
  private void addClubGames(Context ctx) throws IOException {
    Account actor = sessions.require(ctx).account();
    LibraryStore.Collection c = owned(ctx, id(ctx, "id"));
    var body = JsonBody.object(ctx, json);
    var event = body.get("event");
    var gameId = body.get("gameId");
    if ((event == null) == (gameId == null) || (event != null && !event.canConvertToLong())
        || (gameId != null && !gameId.canConvertToLong())) {
      throw ApiException.badRequest("invalid_source",
          "Envie {\"event\": ID} (as partidas de um torneio) ou {\"gameId\": ID} (uma partida terminada do clube).");
    }
    String game;
    String text;
    if (event != null) {
      LibrarySources.GameFile f = sources.eventGames(java.util.Optional.of(actor), event.asLong());
      if (f.text().isBlank()) {
        throw ApiException.badRequest("no_games", "O torneio \"" + f.name() + "\" ainda não tem partidas com lances.");
      }
      game = f.game();
      text = f.text();
    } else {
      LibrarySources.ClubGame g = sources.clubGame(gameId.asLong()).orElseThrow(() ->
          new ApiException(404, "game_not_found", "Partida não encontrada: " + gameId.asLong() + "."));
      if (!g.over()) {
        throw ApiException.badRequest("game_not_finished", "A partida " + g.id() + " ainda não terminou.");
      }
      game = g.game();
      text = g.text();
    }
    if (!game.equals(c.game())) {
      throw ApiException.badRequest("wrong_game", "A coleção \"" + c.name() + "\" é de " + gameName(c.game())
          + " e estas partidas são de " + gameName(game) + ".");
    }
    imports.checkJobs(actor);
    ImportJob job = imports.start(c, actor.id(), LibraryJobs.ADDED,
        uploads.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    ctx.status(202).json(Map.of("job", job.id));
  }

  private static String gameName(String game) {
    return switch (game) {
      case "chess" -> "xadrez";
      case "international" -> "damas internacionais";
      default -> "damas brasileiras";
    };
  }

  private void analyse(Context ctx) {
    Account actor = sessions.require(ctx).account();
    JsonBody body = JsonBody.of(ctx, json);
    String fen = body.optionalText("fen");
    String game = body.optionalText("game");
    if (fen == null || fen.isBlank()) throw ApiException.badRequest("missing_fen", "Indique a posição a analisar (\"fen\").");
    if (game != null && !List.of("chess", "international", "brazilian").contains(game)) {
      throw ApiException.badRequest("invalid_game", "\"game\" deve ser chess, international ou brazilian.");
    }
    var linesNode = JsonBody.object(ctx, json).get("lines");
    if (linesNode != null && !linesNode.isNull() && (!linesNode.canConvertToInt() || linesNode.asInt() < 1 || linesNode.asInt() > 5)) {
      throw ApiException.badRequest("invalid_lines", "\"lines\" (as melhores linhas a mostrar) deve ser de 1 a 5, não " + linesNode + ".");
    }
    int lines = linesNode == null || linesNode.isNull() ? 1 : linesNode.asInt();
    if (game != null && !game.equals("chess")) {
      var variant = game.equals("international") ? org.tabuleiro.rules.draughts.Variant.INTERNATIONAL
          : org.tabuleiro.rules.draughts.Variant.BRAZILIAN;
      org.tabuleiro.rules.draughts.DraughtsPosition dp;
      try {
        dp = org.tabuleiro.rules.draughts.PdnFen.read(fen.strip(), variant);
      } catch (RuntimeException e) {
        throw ApiException.badRequest("invalid_fen", "O FEN \"" + fen + "\" não é uma posição de damas: " + RulesText.move(e));
      }
      LibraryAnalysis.Run run = analysis.start(dp, lines, actor.id());   // 429 analysis_running, analysis_quota; 503 busy
      ctx.status(202).json(Map.of("id", run.id));
      return;
    }
    String f = fen.strip().split("\\s+").length == 4 ? fen.strip() + " 0 1" : fen.strip();
    org.tabuleiro.rules.chess.Position position;
    try {
      position = org.tabuleiro.rules.chess.Fen.read(f);
    } catch (IllegalArgumentException e) {
      throw ApiException.badRequest("invalid_fen", "O FEN \"" + fen + "\" não é uma posição de xadrez: " + RulesText.move(e));
    }
    LibraryAnalysis.Run run = analysis.start(position, actor.id());   // one line: chess is analysed in the browser
    ctx.status(202).json(Map.of("id", run.id));
  }

  private void search(Context ctx) {
    Long collectionId = null;
    String game = null;
    if (ctx.queryParam("collection") != null && !ctx.queryParam("collection").isBlank()) {
      LibraryStore.Collection c = visible(ctx, query(ctx, "collection"));
      collectionId = c.id();
      game = c.game();
    }
    LibrarySearch s = LibrarySearch.of(ctx::queryParam, collectionId, game, collectionId == null ? viewer(ctx) : 0);
    LibraryStore.SearchPage page = s.positionOnly != null
        ? new LibraryStore.SearchPage(store.gamesThrough(collectionId, s.positionOnly),
            store.gamesAt(collectionId, s.positionOnly, s.limit, s.offset))
        : store.search(s.where, s.binds, s.limit, s.offset);
    ctx.json(Map.of("total", page.total(), "games", page.games().stream().map(LibraryModule::gameJson).toList()));
  }

  private void explorer(Context ctx) {
    String collection = ctx.queryParam("collection");
    String club = ctx.queryParam("club");
    LibraryStore.Collection c;
    if ((collection == null || collection.isBlank()) && club != null && !club.isBlank()) {
      if (!club.matches("(chess|international|brazilian)/(bullet|blitz|rapid|classical|correspondence)")) {
        throw ApiException.badRequest("invalid_club", "\"club\" deve ser JOGO/RITMO, por exemplo chess/blitz "
            + "(jogo: chess, international, brazilian; ritmo: bullet, blitz, rapid, classical, correspondence).");
      }
      c = store.clubCollection(club).orElse(null);
      if (c == null) {   // no rated game of that pool has ended yet
        ctx.json(Map.of("game", club.substring(0, club.indexOf('/')), "moves", List.of()));
        return;
      }
    } else if (collection == null || collection.isBlank()) {
      throw ApiException.badRequest("missing_collection", "Indique a coleção (collection=ID) ou o ritmo do clube (club=chess/blitz).");
    } else {
      c = visible(ctx, query(ctx, "collection"));
    }
    String fen = ctx.queryParam("fen");
    long key;
    if (fen == null || fen.isBlank()) {
      key = switch (c.game()) {
        case "chess" -> PositionKey.of(org.tabuleiro.rules.chess.Position.initial());
        case "international" -> PositionKey.of(org.tabuleiro.rules.draughts.DraughtsPosition.initial(
            org.tabuleiro.rules.draughts.Variant.INTERNATIONAL));
        default -> PositionKey.of(org.tabuleiro.rules.draughts.DraughtsPosition.initial(
            org.tabuleiro.rules.draughts.Variant.BRAZILIAN));
      };
    } else {
      key = LibraryFen.key(fen, c.game());
    }
    LibraryStore.Explorer explorer = store.explorer(c.id(), key);
    List<Map<String, Object>> moves = new ArrayList<>();
    for (LibraryStore.ExplorerMove m : explorer.moves()) {
      Map<String, Object> j = new LinkedHashMap<>();
      j.put("uci", m.move());
      j.put("san", m.san());
      j.put("games", m.games());
      j.put("whiteWins", m.whiteWins());
      j.put("draws", m.draws());
      j.put("blackWins", m.blackWins());
      j.put("averageRating", m.averageRating() == null ? null : Math.round(m.averageRating()));
      j.put("fen", LibraryFen.after(fen == null || fen.isBlank() ? null : fen, c.game(), m.move()));
      moves.add(j);
    }
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("game", c.game());
    out.put("moves", moves);
    out.put("recentGames", explorer.recentGames().stream().map(LibraryModule::gameJson).toList());
    out.put("topGames", explorer.topGames().stream().map(LibraryModule::gameJson).toList());
    ctx.json(out);
  }

  private void game(Context ctx) {
    LibraryStore.GameRow g = store.game(id(ctx, "id")).orElseThrow(() -> notFoundGame(ctx));
    LibraryStore.Collection c = store.collectionUncounted(g.collectionId()).orElseThrow(() -> notFoundGame(ctx));
    if (!c.isPublic() && c.ownerId() != viewer(ctx)) throw notFoundGame(ctx);
    Map<String, Object> out = gameJson(g);
    out.put("collection", c.id());
    out.put("game", c.game());
    out.put("site", g.site());
    out.put("whiteElo", g.whiteElo());
    out.put("blackElo", g.blackElo());
    out.put("plies", g.plies());
    out.put("text", g.text());
    if (!c.game().equals("chess")) out.putAll(draughtsLine(g.text(), c.game()));
    ctx.json(out);
  }

  /** A draughts game's main line for the viewer (the browser has no draughts rules): its moves and positions. */
  private static Map<String, Object> draughtsLine(String text, String game) {
    var variant = game.equals("international") ? org.tabuleiro.rules.draughts.Variant.INTERNATIONAL
        : org.tabuleiro.rules.draughts.Variant.BRAZILIAN;
    var pdn = new org.tabuleiro.rules.format.pdn.PdnReader(new java.io.StringReader(text)).next();
    List<String> moves = new ArrayList<>();
    List<String> positions = new ArrayList<>();
    if (pdn != null) {
      var r = org.tabuleiro.rules.format.pdn.PdnReplay.replay(pdn, variant);
      var p = r.start();
      if (p != null) {
        positions.add(org.tabuleiro.rules.draughts.PdnFen.write(p));
        for (var m : r.moves()) {
          moves.add(org.tabuleiro.rules.draughts.PdnMoves.write(p, m));
          p = p.play(m);
          positions.add(org.tabuleiro.rules.draughts.PdnFen.write(p));
        }
      }
    }
    return Map.of("moves", moves, "positions", positions);
  }

  private static ApiException notFoundGame(Context ctx) {
    return new ApiException(404, "game_not_found", "Não há nenhum jogo " + ctx.pathParam("id") + " na biblioteca.");
  }

  static Map<String, Object> gameJson(LibraryStore.GameRow g) {
    Map<String, Object> j = new LinkedHashMap<>();
    j.put("id", g.id());
    j.put("white", g.white());
    j.put("black", g.black());
    j.put("event", g.event());
    j.put("date", g.date());
    j.put("result", g.result());
    j.put("eco", g.eco());
    j.put("opening", g.opening());
    return j;
  }

  static Map<String, Object> collectionJson(LibraryStore.Collection c) {
    Map<String, Object> j = new LinkedHashMap<>();
    j.put("id", c.id());
    j.put("name", c.name());
    j.put("game", c.game());
    j.put("public", c.isPublic());
    j.put("owner", c.owner());
    j.put("games", c.games());
    j.put("club", c.club());
    return j;
  }

  private long viewer(Context ctx) {
    return sessions.current(ctx).map(SignedIn::account).map(Account::id).orElse(0L);
  }

  /** The collection if the viewer may see it (without its count of games), else 404. */
  private LibraryStore.Collection visible(Context ctx, long id) {
    LibraryStore.Collection c = store.collectionUncounted(id).orElse(null);
    if (c == null || (!c.isPublic() && c.ownerId() != viewer(ctx))) throw notVisible(id);
    return c;
  }

  private static ApiException notVisible(long id) {
    return new ApiException(404, "collection_not_found", "Não há nenhuma coleção " + id + " que possa ver.");
  }

  private LibraryStore.Collection owned(Context ctx, long id) {
    long actor = sessions.require(ctx).account().id();
    LibraryStore.Collection c = visible(ctx, id);
    if (c.ownerId() != actor) {
      throw new ApiException(403, "not_collection_owner", "Só quem criou a coleção \"" + c.name() + "\" a pode alterar.");
    }
    return c;
  }

  static long id(Context ctx, String name) {
    try {
      return Long.parseLong(ctx.pathParam(name));
    } catch (NumberFormatException e) {
      throw new ApiException(404, "not_found", "\"" + ctx.pathParam(name) + "\" não é um número.");
    }
  }

  private static long query(Context ctx, String name) {
    try {
      return Long.parseLong(ctx.queryParam(name).strip());
    } catch (NumberFormatException e) {
      throw ApiException.badRequest("invalid_" + name, "\"" + name + "\" deve ser o número de uma coleção.");
    }
  }

  @Override
  public void close() throws InterruptedException {
    imports.stop();   // before the interrupt: a job then stops where it is, to go on at the next start
    analysis.close();
    worker.shutdownNow();
    worker.awaitTermination(10, TimeUnit.SECONDS);
  }
}
