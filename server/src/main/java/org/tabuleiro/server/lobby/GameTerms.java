package org.tabuleiro.server.lobby;

import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.TimeControlException;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;

/**
 * What a seek or a challenge proposes: the game, the time control, rated or casual, and the colour asked for,
 * read from a request's texts with one set of refusals for both.
 */
public record GameTerms(GameVariant variant, TimeControl control, boolean rated, SeekColor color) {
  /** Absent texts default to chess and a random colour; a rated game needs a real clock. */
  public static Result<GameTerms> read(String game, String timeControl, boolean rated, String color) {
    GameVariant variant;
    SeekColor seekColor;
    TimeControl control;
    try {
      variant = GameVariant.byKey(game == null ? "chess" : game);
    } catch (IllegalArgumentException e) {
      return invalid("invalid_game", "Jogo desconhecido: use chess, international ou brazilian.");
    }
    try {
      seekColor = SeekColor.byKey(color == null ? "random" : color);
    } catch (IllegalArgumentException e) {
      return invalid("invalid_color", "Cor desconhecida: use white, black ou random.");
    }
    try {
      control = TimeControl.parse(timeControl == null ? "" : timeControl);
    } catch (TimeControlException e) {
      return invalid("invalid_time_control", "Ritmo inválido: " + e.getMessage());
    }
    if (rated && !(control instanceof TimeControl.Timed)) {
      return invalid("rated_needs_clock", "Partidas valendo rating precisam de relógio (ex.: 5+3).");
    }
    return Result.ok(new GameTerms(variant, control, rated, seekColor));
  }

  private static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }
}
