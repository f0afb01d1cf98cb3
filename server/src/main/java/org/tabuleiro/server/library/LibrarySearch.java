package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.tabuleiro.server.http.ApiException;

/**
 * The criteria of {@code GET /api/library/search} turned into SQL: every parameter is checked and bound, never
 * pasted. Player, event and site match anywhere in the name, case and accents ignored; a FEN matches every game that
 * reached the position (its first four fields) at any ply.
 */
final class LibrarySearch {
  static final List<String> PARAMS = List.of("collection", "player", "white", "black", "colour", "event", "site",
      "yearFrom", "yearTo", "result", "minRating", "maxRating", "eco", "opening", "fen", "limit", "offset");

  final String where;
  final Map<String, Object> binds;
  final int limit;
  final int offset;
  /** The position's key when the search is a collection and a FEN and nothing else (read from the position index). */
  Long positionOnly;

  private LibrarySearch(String where, Map<String, Object> binds, int limit, int offset) {
    this.where = where;
    this.binds = binds;
    this.limit = limit;
    this.offset = offset;
  }

  /**
   * @param ctx the request's query parameters by name (null when absent)
   * @param collection the collection searched (checked visible by the caller), or null for every collection the
   *     viewer may see
   * @param game the collection's game ("chess", "international", "brazilian"), for reading the FEN
   */
  static LibrarySearch of(Function<String, String> ctx, Long collection, String game, long viewer) {
    List<String> where = new ArrayList<>();
    Map<String, Object> binds = new LinkedHashMap<>();
    boolean criteria = collection != null;
    if (collection != null) {
      where.add("g.collection_id = :collection");
      binds.put("collection", collection);
    } else {
      where.add("g.collection_id IN (SELECT c.id FROM library_collections c WHERE c.is_public OR c.owner_id = :viewer)");
      binds.put("viewer", viewer);
    }
    String player = text(ctx, "player");
    String colour = text(ctx, "colour");
    if (colour != null && !colour.equals("white") && !colour.equals("black")) {
      throw ApiException.badRequest("invalid_colour", "\"colour\" deve ser white ou black.");
    }
    if (player != null) {
      criteria = true;
      String side = "white".equals(colour) ? "w" : "black".equals(colour) ? "b" : null;
      where.add(indexed("player", player, side, collection, binds));
      if (side != null) where.add(words("g." + colour + "_key", "player", player, binds));
      else where.add("(" + words("g.white_key", "player", player, binds) + " OR "
          + words("g.black_key", "player", player, binds) + ")");
    }
    for (String side : new String[] {"white", "black"}) {
      String name = text(ctx, side);
      if (name == null) continue;
      criteria = true;
      where.add(indexed(side, name, side.substring(0, 1), collection, binds));
      where.add(words("g." + side + "_key", side, name, binds));
    }
    for (String field : new String[] {"event", "site"}) {
      String value = text(ctx, field);
      if (value == null) continue;
      criteria = true;
      where.add("g." + field + "_key LIKE :" + field + " ESCAPE '!'");
      binds.put(field, "%" + like(Names.key(value)) + "%");
    }
    Integer yearFrom = number(ctx, "yearFrom", 0, 3000);
    Integer yearTo = number(ctx, "yearTo", 0, 3000);
    if (yearFrom != null) { criteria = true; where.add("g.game_year >= :yearFrom"); binds.put("yearFrom", yearFrom); }
    if (yearTo != null) { criteria = true; where.add("g.game_year <= :yearTo"); binds.put("yearTo", yearTo); }
    String result = text(ctx, "result");
    if (result != null) {
      String outcome = LibraryImporter.outcome(result);
      if (outcome == null) {
        throw ApiException.badRequest("invalid_result", "\"result\" deve ser 1-0, 0-1 ou 1/2-1/2 (nas damas também 2-0, 0-2, 1-1).");
      }
      criteria = true;
      where.add("g.outcome = :outcome");
      binds.put("outcome", outcome);
    }
    Integer minRating = number(ctx, "minRating", 0, 4000);
    Integer maxRating = number(ctx, "maxRating", 0, 4000);
    String rated = "white".equals(colour) ? "g.white_elo" : "black".equals(colour) ? "g.black_elo" : null;
    if (minRating != null) {
      criteria = true;
      where.add(rated != null ? rated + " >= :minRating" : "(g.white_elo >= :minRating AND g.black_elo >= :minRating)");
      binds.put("minRating", minRating);
    }
    if (maxRating != null) {
      criteria = true;
      where.add(rated != null ? rated + " <= :maxRating" : "(g.white_elo <= :maxRating AND g.black_elo <= :maxRating)");
      binds.put("maxRating", maxRating);
    }
    String eco = text(ctx, "eco");
    if (eco != null) {
      eco = eco.toUpperCase(java.util.Locale.ROOT);
      if (!eco.matches("[A-E]([0-9][0-9]?)?")) {
        throw ApiException.badRequest("invalid_eco", "\"eco\" deve ser um código ECO como B90 (ou B9, ou B).");
      }
      criteria = true;
      where.add("g.eco LIKE :eco");
      binds.put("eco", eco + "%");
    }
    String opening = text(ctx, "opening");
    if (opening != null) {
      criteria = true;
      where.add("TRANSLATE(LOWER(g.opening), '" + ACCENTED + "', '" + PLAIN + "') LIKE :opening ESCAPE '!'");
      binds.put("opening", "%" + like(Names.key(opening)) + "%");
    }
    String fen = text(ctx, "fen");
    if (fen != null) {
      criteria = true;
      long key = LibraryFen.key(fen, game);
      where.add("g.id IN (SELECT p.game_id FROM library_positions p WHERE p.position_key = :key"
          + (collection != null ? " AND p.collection_id = :collection" : "") + ")");
      binds.put("key", key);
    }
    Long positionOnly = collection != null && fen != null && binds.size() == 2 ? (Long) binds.get("key") : null;
    if (!criteria) {
      throw ApiException.badRequest("no_criteria",
          "Indique pelo menos um critério de pesquisa: collection, player, event, site, yearFrom, yearTo, result, "
              + "minRating, maxRating, eco, opening ou fen.");
    }
    Integer limit = number(ctx, "limit", 1, 500);
    Integer offset = number(ctx, "offset", 0, Integer.MAX_VALUE);
    LibrarySearch s = new LibrarySearch(String.join(" AND ", where), binds, limit == null ? 50 : limit, offset == null ? 0 : offset);
    s.positionOnly = positionOnly;
    return s;
  }

  /**
   * The accented letters of the openings' names (and a few more) and the same without accents, as {@link Names#key}
   * turns them: the stored name compared as the query is ("Grunfeld" and "grünfeld" find "Grünfeld").
   */
  private static final String ACCENTED = "áàâãäåéèêëíìîïóòôõöúùûüçćčñńšśžźýÿ";
  private static final String PLAIN = "aaaaaaeeeeiiiiooooouuuucccnnsszzyy";

  /**
   * The player index ({@code library_name_words}): the games with a word of the name (on {@code side}, 'w' or 'b',
   * or either when null) starting with the query's longest word, one range of the primary key per collection.
   * {@link #words} then checks every word on the game's row.
   */
  private static String indexed(String bind, String query, String side, Long collection, Map<String, Object> binds) {
    String longest = "";
    for (String w : Names.words(query)) if (w.length() > longest.length()) longest = w;
    if (longest.isEmpty()) return "TRUE";
    binds.put(bind + "_word", like(longest) + "%");
    // The prefix as a range of the key (a LIKE on it uses no index on PostgreSQL unless the collation is "C"):
    // [word, word with its last character the next one), exact where strings sort by code point (C, C.UTF-8, H2).
    binds.put(bind + "_from", longest);
    binds.put(bind + "_to", longest.substring(0, longest.length() - 1) + (char) (longest.charAt(longest.length() - 1) + 1));
    String in = collection != null ? "n.collection_id = :collection"
        : "n.collection_id IN (SELECT c.id FROM library_collections c WHERE c.is_public OR c.owner_id = :viewer)";
    return "g.id IN (SELECT n.game_id FROM library_name_words n WHERE " + in + " AND n.word >= :" + bind
        + "_from AND n.word < :" + bind + "_to AND n.word LIKE :" + bind + "_word ESCAPE '!'" + (side != null ? " AND n.side = '" + side + "'" : "") + ")";
  }

  /**
   * A name matched word by word: each word of the query ({@link Names#words}) appears in the stored key,
   * in any order, so "Praggnanandhaa, R", "Praggnanandhaa,R" and "R Praggnanandhaa" find the same games.
   */
  private static String words(String column, String bind, String query, Map<String, Object> binds) {
    List<String> parts = new ArrayList<>();
    List<String> words = Names.words(query);
    int n = 0;
    for (String w : words) {
      if (w.isEmpty()) continue;
      String name = bind + "_" + n++;
      binds.putIfAbsent(name, "%" + like(w) + "%");
      parts.add(column + " LIKE :" + name + " ESCAPE '!'");
    }
    if (parts.isEmpty()) {   // only punctuation: the text as it is
      binds.putIfAbsent(bind, "%" + like(Names.key(query)) + "%");
      return column + " LIKE :" + bind + " ESCAPE '!'";
    }
    return "(" + String.join(" AND ", parts) + ")";
  }

  private static String like(String s) {
    return s.replace("!", "!!").replace("%", "!%").replace("_", "!_");
  }

  private static String text(Function<String, String> ctx, String name) {
    String v = ctx.apply(name);
    return v == null || v.isBlank() ? null : v.strip();
  }

  static Integer number(Function<String, String> ctx, String name, int min, int max) {
    String v = text(ctx, name);
    if (v == null) return null;
    try {
      int n = Integer.parseInt(v);
      if (n >= min && n <= max) return n;
    } catch (NumberFormatException e) {
      // below
    }
    throw ApiException.badRequest("invalid_" + name, "\"" + name + "\" deve ser um número inteiro de " + min + " a " + max + ".");
  }
}
