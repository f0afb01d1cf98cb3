package org.tabuleiro.server.laws;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
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
 * The rule books in our own words, read once from the classpath (the pages {@code /leis/...} draw them), each in
 * three languages: {@code laws/ID.md} in Brazilian Portuguese (the original), {@code laws/pt-PT/ID.md} in European
 * Portuguese and {@code laws/en/ID.md} in English, with the same article numbers ({@code LawsTranslationsTest}).
 * {@code ?lang=pt-BR|pt-PT|en} picks the reader's language (pt-BR when absent); any other value is a 400.
 *
 * <pre>{@code
 * GET /api/laws?lang=pt-PT       {"lang": "pt-PT", "documents": [{"id": "xadrez", "title": "Leis do Xadrez da FIDE", "game": "xadrez", "articles": 250}, ...]}
 * GET /api/laws/{id}?lang=en     {"id", "lang", "title", "game", "summary": [...], "links": [{"label", "url"}],
 *                      "articles": [{"number": "3.8.2", "anchor": "3.8.2", "depth": 3, "title": "O roque",
 *                                    "blocks": [{"type": "p", "text"}, {"type": "list", "items"}, {"type": "note", "text"},
 *                                               {"type": "diagram", "game", "fen", "caption"}]}]}
 * }</pre>
 */
public final class LawsModule implements HttpModule {
  /** The books, in the order the index lists them. */
  public static final List<String> DOCUMENTS = List.of("xadrez", "damas-internacionais", "damas-brasileiras");
  /** The languages every book is written in; the first is the original and the default. */
  public static final List<String> LANGUAGES = List.of("pt-BR", "pt-PT", "en");

  /** Per language, the books in {@link #DOCUMENTS} order. */
  private final Map<String, Map<String, LawsDocument>> documents = new LinkedHashMap<>();
  private final Map<String, Map<String, Map<String, Object>>> json = new LinkedHashMap<>();

  public LawsModule() {
    for (String lang : LANGUAGES) {
      Map<String, LawsDocument> docs = new LinkedHashMap<>();
      Map<String, Map<String, Object>> bodies = new LinkedHashMap<>();
      for (String id : DOCUMENTS) {
        LawsDocument doc = load(id, lang);
        docs.put(id, doc);
        bodies.put(id, toJson(doc, lang));
      }
      documents.put(lang, docs);
      json.put(lang, bodies);
    }
  }

  /** A book in Brazilian Portuguese, the original ({@code laws/ID.md}). */
  public static LawsDocument load(String id) {
    return load(id, LANGUAGES.getFirst());
  }

  /** A book in {@code lang}, one of {@link #LANGUAGES}: {@code laws/ID.md} for pt-BR, else {@code laws/LANG/ID.md}. */
  public static LawsDocument load(String id, String lang) {
    if (!LANGUAGES.contains(lang)) throw new IllegalArgumentException("no laws in " + lang);
    String name = lang.equals(LANGUAGES.getFirst()) ? id : lang + "/" + id;
    try (InputStream in = LawsModule.class.getClassLoader().getResourceAsStream("laws/" + name + ".md")) {
      if (in == null) throw new IllegalStateException("laws/" + name + ".md is not on the classpath");
      LawsDocument d = LawsParser.parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));  // errors name the file
      return new LawsDocument(id, d.title(), d.game(), d.summary(), d.links(), d.articles());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The {@code lang} query parameter: pt-BR when absent, a 400 naming the languages when unknown. */
  private static String lang(Context ctx) {
    String lang = ctx.queryParam("lang");
    if (lang == null || lang.isBlank()) return LANGUAGES.getFirst();
    if (!LANGUAGES.contains(lang)) {
      throw ApiException.badRequest("bad_lang", "O parâmetro lang=“" + lang + "” não é um idioma dos textos de regras."
          + " Os idiomas são: " + String.join(", ", LANGUAGES) + ".");
    }
    return lang;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/laws", ctx -> {
      String lang = lang(ctx);
      List<Map<String, Object>> list = new ArrayList<>();
      for (String id : DOCUMENTS) {
        LawsDocument d = documents.get(lang).get(id);
        list.add(Map.of("id", id, "title", d.title(), "game", d.game(), "articles", d.articles().size()));
      }
      ctx.header("Cache-Control", "public, max-age=300").json(Map.of("lang", lang, "documents", list));
    });
    routes.get("/api/laws/{id}", ctx -> {
      Map<String, Object> body = json.get(lang(ctx)).get(ctx.pathParam("id"));
      if (body == null) {
        throw new ApiException(404, "not_found", "Não há texto de regras chamado “" + ctx.pathParam("id")
            + "”. Os textos são: " + String.join(", ", DOCUMENTS) + ".");
      }
      ctx.header("Cache-Control", "public, max-age=300").json(body);
    });
  }

  private static Map<String, Object> toJson(LawsDocument d, String lang) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("id", d.id());
    out.put("lang", lang);
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
