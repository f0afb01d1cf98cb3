package org.tabuleiro.play;

import java.util.ArrayList;
import java.util.List;

/** A game as PGN or PDN: the caller's tags, then TimeControl and Termination, and a [%clk] after each move. */
final class GameExport {
  private GameExport() {}

  static String export(Game game, List<String[]> callerTags) {
    List<String[]> tags = new ArrayList<>(callerTags);
    TimeControl control = game.setup().control();
    // PGN 9.6.1: "-" for no clock, "?" for what the tag cannot say (delays have no PGN notation).
    String pgnControl = control instanceof TimeControl.Timed ? (control.hasTrfEncoding() ? control.toTrf() : "?") : "-";
    tags.add(new String[] {"TimeControl", pgnControl});
    if (game.result() != null) tags.add(new String[] {"Termination", game.result().termination().pgnTermination()});
    List<String> comments = new ArrayList<>();
    if (control instanceof TimeControl.Timed) {
      for (long millis : game.moveClocks()) comments.add("[%clk " + clk(millis) + "]");
    }
    return game.rules().export(tags, comments, game.rules().resultText(game.result()));
  }

  /** H:MM:SS, tenths added below a minute as lichess and ChessBase write them. */
  static String clk(long millis) {
    long seconds = millis / 1000;
    String s = String.format("%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    return seconds < 60 ? s + "." + (millis % 1000) / 100 : s;
  }
}
