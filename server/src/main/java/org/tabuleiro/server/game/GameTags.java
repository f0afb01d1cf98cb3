package org.tabuleiro.server.game;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import org.tabuleiro.play.RatingPool;

/** The tags the club writes before a game's PGN or PDN (play adds TimeControl, Termination and Result). */
public final class GameTags {
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private GameTags() {}

  /** {@code white}, {@code black}: the players' usernames, "?" for nobody (PGN 8.1.1's unknown). */
  public static List<String[]> of(StoredGame g, String white, String black) {
    String kind = g.setup().rated() ? "Rated " : "Casual ";
    String pool = g.setup().control().ratingPool().map(RatingPool::name)
        .map(p -> p.toLowerCase(Locale.ROOT) + " ").orElse("");
    return List.of(new String[] {"Event", kind + pool + "game"}, new String[] {"Site", "Tabuleiro, game " + g.id()},
        new String[] {"Date", DATE.format(g.createdAt())}, new String[] {"White", white == null ? "?" : white},
        new String[] {"Black", black == null ? "?" : black});
  }
}
