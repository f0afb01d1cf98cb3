package org.tabuleiro.server.laws;

import io.javalin.config.RoutesConfig;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;

/**
 * The rule books in our own words, read once from {@code laws/*.md} on the classpath (the pages {@code /leis/...}
 * draw them):
 *
 * <pre>{@code
 * GET /api/laws       {"documents": [{"id": "xadrez", "title": "Leis do Xadrez da FIDE", "game": "xadrez", "articles": 250}, ...]}
 * GET /api/laws/{id}  {"id", "title", "game", "summary": [...], "links": [{"label", "url"}],
 *                      "articles": [{"number": "3.8.2", "anchor": "3.8.2", "depth": 3, "title": "O roque",
 *                                    "blocks": [{"type": "p", "text"}, {"type": "list", "items"}, {"type": "note", "text"},
 *                                               {"type": "diagram", "game", "fen", "caption"}]}]}
 * }</pre>
 */
public final class LawsModule implements HttpModule {
  /** The books, in the order the index lists them. */
  public static final List<String> DOCUMENTS = List.of("xadrez", "damas-internacionais", "damas-brasileiras");

  private final Map<String, LawsDocument> documents = new LinkedHashMap<>();
  private final Map<String, Map<String, Object>> json = new LinkedHashMap<>();

  public LawsModule() {
    for (String id : DOCUMENTS) {
      LawsDocument doc = load(id);
      documents.put(id, doc);
      json.put(id, toJson(doc));
    }
  }

  /** A book from the classpath ({@code laws/ID.md}). */
  public static LawsDocument load(String id) {
    try (InputStream in = LawsModule.class.getClassLoader().getResourceAsStream("laws/" + id + ".md")) {
      if (in == null) throw new IllegalStateException("laws/" + id + ".md is not on the classpath");
      return LawsParser.parse(id, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/laws", ctx -> {
      List<Map<String, Object>> list = new ArrayList<>();
      for (LawsDocument d : documents.values()) {
        list.add(Map.of("id", d.id(), "title", d.title(), "game", d.game(), "articles", d.articles().size()));
      }
      ctx.header("Cache-Control", "public, max-age=300").json(Map.of("documents", list));
    });
    routes.get("/api/laws/{id}", ctx -> {
      Map<String, Object> body = json.get(ctx.pathParam("id"));
      if (body == null) {
        throw new ApiException(404, "not_found", "Não há texto de regras chamado “" + ctx.pathParam("id")
            + "”. Os textos são: " + String.join(", ", DOCUMENTS) + ".");
      }
      ctx.header("Cache-Control", "public, max-age=300").json(body);
    });
  }

  private static Map<String, Object> toJson(LawsDocument d) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("id", d.id());
    out.put("title", d.title());
    out.put("game", d.game());
    out.put("summary", d.summary());
    out.put("links", d.links().stream().map(l -> Map.of("label", l.label(), "url", l.url())).toList());
    List<Map<String, Object>> articles = new ArrayList<>();
    for (LawsArticle a : d.articles()) {
      Map<String, Object> article = new LinkedHashMap<>();
      article.put("number", a.number());
      article.put("anchor", a.anchor());
      article.put("depth", a.depth());
      article.put("title", a.title());
      article.put("blocks", a.blocks().stream().map(LawsModule::toJson).toList());
      articles.add(article);
    }
    out.put("articles", articles);
    return out;
  }

  private static Map<String, Object> toJson(LawsBlock b) {
    return switch (b) {
      case LawsBlock.Paragraph p -> Map.of("type", "p", "text", p.text());
      case LawsBlock.Items l -> Map.of("type", "list", "items", l.items());
      case LawsBlock.Note n -> Map.of("type", "note", "text", n.text());
      case LawsBlock.Diagram g -> Map.of("type", "diagram", "game", g.game(), "fen", g.fen(), "caption", g.caption());
    };
  }
}
