package org.tabuleiro.server.web;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.tabuleiro.server.http.HomePage;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.SecurityHeaders;

/**
 * The browser front end (module {@code web}): the single page {@code index.html} at {@code /} and at each of the
 * app's paths, and the bundled files at {@code /assets/}. The bundle's names carry a hash of their content, so
 * assets are cached for a year and the page itself is revalidated every time.
 * Without the front end on the classpath (a server built alone), {@code /} is the plain {@link HomePage}.
 */
public final class WebModule implements HttpModule {
  /** The app's own paths (main.ts routes them); the server answers the page for each, so a reload works. */
  static final String[] PAGES = {"/", "/login", "/signup", "/lobby", "/game/{id}", "/player/{name}",
      "/player/{name}/games", "/ranking", "/regras/xadrez", "/regras/damas",
      "/leis", "/leis/xadrez", "/leis/damas-internacionais", "/leis/damas-brasileiras",
      "/moderacao", "/administracao", "/ao-vivo", "/tv", "/conta", "/senha/esqueci", "/senha/nova",
      "/biblioteca", "/biblioteca/analise", "/biblioteca/{id}", "/biblioteca/{id}/explorador", "/biblioteca/partida/{id}",
      "/torneios", "/torneios/novo", "/torneios/{id}", "/torneios/{id}/rodadas", "/torneios/{id}/rodadas/{r}",
      "/torneios/{id}/classificacao", "/torneios/{id}/tabela", "/torneios/{id}/jogador/{no}", "/torneios/{id}/escolas",
      "/torneios/{id}/medalhas", "/torneios/{id}/gerir", "/torneios/{id}/gerir/rodadas", "/torneios/{id}/gerir/rodadas/{r}",
      "/torneios/{id}/imprimir/{kind}", "/torneios/{id}/imprimir/{kind}/{r}",
      "/arenas", "/arenas/{id}", "/campeonatos/{id}", "/campeonatos/{id}/escolas", "/campeonatos/{id}/imprimir/{kind}"};
  /**
   * The pages that run Stockfish in the browser: sent cross-origin isolated (COOP and COEP), so its threaded build
   * can share memory; the app opens them with a full load when it is not isolated yet.
   */
  static final java.util.Set<String> ANALYSIS_PAGES = java.util.Set.of("/biblioteca/analise");
  private static final String ROOT = "web/";
  private static final Pattern ASSET = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,127}");
  private static final Map<String, String> TYPES = Map.of("js", "text/javascript; charset=utf-8",
      "css", "text/css; charset=utf-8", "svg", "image/svg+xml", "png", "image/png", "woff2", "font/woff2",
      "map", "application/json", "wasm", "application/wasm");

  private final ClassLoader loader;
  private final Optional<byte[]> index;
  private final Map<String, Optional<byte[]>> assets = new ConcurrentHashMap<>();

  public WebModule() {
    this(WebModule.class.getClassLoader());
  }

  WebModule(ClassLoader loader) {
    this.loader = loader;
    this.index = read(ROOT + "index.html");
  }

  /** The app's paths, with their {@code {parameters}} (for tests of every page). */
  public static java.util.List<String> pages() {
    return java.util.List.of(PAGES);
  }

  /** True when the built front end is on the classpath. */
  public boolean isPresent() {
    return index.isPresent();
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    if (index.isEmpty()) {
      new HomePage().addRoutes(routes);
      return;
    }
    for (String page : PAGES) routes.get(page, this::page);
    routes.get("/assets/{file}", this::asset);
  }

  private void page(Context ctx) {
    if (ANALYSIS_PAGES.contains(ctx.path())) SecurityHeaders.ISOLATION.forEach(ctx::header);
    ctx.header("Cache-Control", "no-cache").contentType("text/html; charset=utf-8").result(index.orElseThrow());
  }

  private void asset(Context ctx) {
    String file = ctx.pathParam("file");
    if (!ASSET.matcher(file).matches()) throw new NotFoundResponse();
    Optional<byte[]> found = assets.get(file);
    if (found == null) {
      found = read(ROOT + "assets/" + file);
      if (found.isPresent()) assets.put(file, found);  // only files that exist: probing cannot grow the map
    }
    byte[] bytes = found.orElseThrow(NotFoundResponse::new);
    String ext = file.substring(file.lastIndexOf('.') + 1);
    if (file.startsWith("stockfish-") && ext.equals("js")) {   // the engine's worker: its own policy, isolated
      ctx.header("Content-Security-Policy", SecurityHeaders.ENGINE_WORKER_POLICY);
      SecurityHeaders.ISOLATION.forEach(ctx::header);
    }
    ctx.header("Cache-Control", "public, max-age=31536000, immutable")
        .contentType(TYPES.getOrDefault(ext, "application/octet-stream")).result(bytes);
  }

  private Optional<byte[]> read(String name) {
    try (InputStream in = loader.getResourceAsStream(name)) {
      return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException("reading " + name + " from the classpath", e);
    }
  }
}
