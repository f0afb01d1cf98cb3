package org.tabuleiro.server.laws;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.json.JavalinJackson;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.http.ApiErrors;
import org.tabuleiro.server.http.Json;

/** GET /api/laws and /api/laws/{id} in the reader's language: ?lang=pt-BR (the default), pt-PT or en. */
class LawsApiTest {
  private static Javalin app;

  @BeforeAll
  static void start() {
    app = Javalin.create(c -> {
      c.startup.showJavalinBanner = false;
      c.jsonMapper(new JavalinJackson(Json.mapper(), false));
      ApiErrors.install(c.routes);
      new LawsModule().addRoutes(c.routes);
    }).start("127.0.0.1", 0);
  }

  @AfterAll
  static void stop() {
    app.stop();
  }

  private static HttpResponse<String> get(String path) throws Exception {
    return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + app.port() + path)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static String article(JsonNode book, String number) {
    for (JsonNode a : book.get("articles")) if (a.get("number").asText().equals(number)) return a.toString();
    throw new AssertionError("no article " + number);
  }

  @Test
  void aPortugueseReaderFromPortugalReadsFolhaDeRegistoABrazilianPlanilha() throws Exception {
    JsonNode pt = Json.mapper().readTree(get("/api/laws/xadrez?lang=pt-PT").body());
    assertEquals("pt-PT", pt.get("lang").asText());
    assertEquals("xadrez", pt.get("id").asText());
    assertTrue(article(pt, "8.1.1").contains("folha de registo"), article(pt, "8.1.1"));
    assertTrue(article(pt, "11.3.2").contains("telemóve"), article(pt, "11.3.2"));

    JsonNode br = Json.mapper().readTree(get("/api/laws/xadrez").body());
    assertEquals("pt-BR", br.get("lang").asText());
    assertTrue(article(br, "8.1.1").contains("planilha"), article(br, "8.1.1"));
    assertEquals(br.toString(), Json.mapper().readTree(get("/api/laws/xadrez?lang=pt-BR").body()).toString());
  }

  @Test
  void anEnglishReaderReadsEnglishInEveryBookAndTheIndex() throws Exception {
    JsonNode chess = Json.mapper().readTree(get("/api/laws/xadrez?lang=en").body());
    assertTrue(chess.get("title").asText().contains("Laws of Chess"), chess.get("title").asText());
    assertTrue(article(chess, "3.8.2").contains("astling"), article(chess, "3.8.2"));
    JsonNode intl = Json.mapper().readTree(get("/api/laws/damas-internacionais?lang=en").body());
    assertTrue(article(intl, "3.5").contains("majority"), article(intl, "3.5"));
    JsonNode index = Json.mapper().readTree(get("/api/laws?lang=en").body());
    assertEquals(3, index.get("documents").size());
    assertTrue(index.get("documents").get(2).get("title").asText().contains("Brazilian"), index.toString());
  }

  @Test
  void anUnknownLanguageIsA400NamingTheLanguages() throws Exception {
    var r = get("/api/laws/xadrez?lang=fr");
    assertEquals(400, r.statusCode(), r.body());
    assertTrue(r.body().contains("pt-BR, pt-PT, en") && r.body().contains("fr"), r.body());
    var missing = get("/api/laws/nada?lang=en");
    assertEquals(404, missing.statusCode());
  }
}
