package org.tabuleiro.server.http;

import io.javalin.config.RoutesConfig;

/**
 * {@code /}: without the built web interface, a page that says what this is and where the API is described. Its
 * styles are a file of their own ({@code /assets/home.css}), as the Content-Security-Policy wants.
 */
public final class HomePage implements HttpModule {
  static final String HTML = """
      <!doctype html>
      <html lang="pt">
      <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Tabuleiro</title><link rel="stylesheet" href="/assets/home.css"></head>
      <body>
      <h1>Tabuleiro</h1>
      <p>Um clube online de <strong>xadrez e damas</strong> para quem fala português: partidas ao vivo,
      torneios e o gestor de torneios do árbitro. Software livre (AGPL-3.0).</p>
      <p>A interface web está a caminho. Por agora o servidor responde à API JSON em <code>/api</code>:</p>
      <ul>
      <li><a href="/api/health"><code>GET /api/health</code></a>: estado do servidor</li>
      <li><a href="/api/session"><code>GET /api/session</code></a>: a sua sessão e o token CSRF</li>
      <li>Documentação da API: <code>docs/server/api.md</code> no código-fonte.</li>
      </ul>
      </body>
      </html>
      """;

  private static final String CSS = "body { font-family: system-ui, sans-serif; max-width: 40em; margin: 3em auto;"
      + " padding: 0 1em }\n";

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/", ctx -> ctx.html(HTML));
    routes.get("/assets/home.css", ctx -> ctx.contentType("text/css; charset=utf-8").result(CSS));
  }
}
