package org.tabuleiro.server.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URLClassLoader;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;

/** The built front end over HTTP: the page at each app path, hashed assets cached for a year. */
class WebModuleTest {
  private final HttpClient http = HttpClient.newHttpClient();

  @Test
  void theAppPageIsServedAtEachOfItsPathsAndItsAssetsAreCachedForAYear(@TempDir Path dir) throws Exception {
    try (var server = TabuleiroServer.start(ServerConfig.forTests(DatabaseConfig.h2File(dir), dir))) {
      for (String path : new String[] {"/", "/login", "/signup", "/lobby", "/game/12"}) {
        var page = get(server, path);
        assertEquals(200, page.statusCode(), path);
        assertEquals("no-cache", page.headers().firstValue("Cache-Control").orElseThrow(), path);
        assertTrue(page.body().contains("<div id=\"app\">"), path);
      }
      Matcher script = Pattern.compile("/assets/app-[A-Z0-9]+\\.js").matcher(get(server, "/").body());
      assertTrue(script.find(), "the page names its hashed script");
      var js = get(server, script.group());
      assertEquals(200, js.statusCode());
      assertTrue(js.headers().firstValue("Content-Type").orElseThrow().startsWith("text/javascript"));
      assertEquals("public, max-age=31536000, immutable", js.headers().firstValue("Cache-Control").orElseThrow());
      assertEquals(404, get(server, "/assets/app-NOSUCH.js").statusCode());
      assertEquals(404, get(server, "/assets/..%2Fweb%2Findex.html").statusCode());
    }
  }

  @Test
  void withoutTheBuiltFrontEndTheServerKeepsThePlainHomePage() {
    try (var empty = new URLClassLoader(new URL[0], null)) {
      assertFalse(new WebModule(empty).isPresent());
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
    assertTrue(new WebModule().isPresent(), "the web module's jar is on the server's classpath");
  }

  private HttpResponse<String> get(TabuleiroServer server, String path) throws Exception {
    return http.send(HttpRequest.newBuilder(URI.create(server.url() + path)).build(), HttpResponse.BodyHandlers.ofString());
  }
}
