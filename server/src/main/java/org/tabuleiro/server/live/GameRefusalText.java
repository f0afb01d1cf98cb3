package org.tabuleiro.server.live;

import java.util.Map;
import org.tabuleiro.play.Update;
import org.tabuleiro.server.common.RulesText;

/**
 * A game's refusal (play's {@link Update.Rejected}: a reason and an English message) in the server's Portuguese, as
 * the play page shows it: play's known messages one by one, an illegal move by its kind ({@link RulesText}), any
 * other by its reason. Words common to Brazil and Portugal.
 */
final class GameRefusalText {
  private GameRefusalText() {}

  /** play's messages (Game, GameOffers) and what the player reads. */
  private static final Map<String, String> KNOWN = Map.ofEntries(
      Map.entry("the game is over", "A partida já terminou."),
      Map.entry("a game can be aborted only before both sides have moved", "A partida só se anula antes de os dois jogarem."),
      Map.entry("the game is not adjourned", "A partida não está interrompida."),
      Map.entry("berserk needs a clock", "O berserk precisa de relógio."),
      Map.entry("already berserk", "O berserk já foi jogado."),
      Map.entry("berserk only before your first move", "O berserk só antes do primeiro lance."),
      Map.entry("the game is adjourned: resume it first", "A partida está interrompida: retome-a primeiro."),
      Map.entry("it is not your turn", "Não é a sua vez."),
      Map.entry("a draw is claimed by the player to move (FIDE 9.2, 9.3)", "O empate é reclamado por quem tem a vez (FIDE 9.2, 9.3)."),
      Map.entry("make two moves before offering a draw again", "Faça dois lances antes de propor empate de novo."),
      Map.entry("a draw can be agreed only after both sides have moved", "Só se combina empate depois de os dois jogarem."),
      Map.entry("no takebacks in rated games", "Numa partida com rating não se volta lance."),
      Map.entry("there is no move of yours to take back", "Não há lance seu para voltar."),
      Map.entry("rated games cannot be saved for later", "Uma partida com rating não fica para depois."),
      Map.entry("there is no move to take back", "Não há lance para voltar."));

  static String of(Update.Rejected r) {
    String known = KNOWN.get(r.message());
    if (known != null) return known;
    return switch (r.reason()) {
      case ILLEGAL_MOVE -> capital(RulesText.moveMessage(r.message())) + ".";
      case GAME_OVER -> "A partida já terminou.";
      case NOT_YOUR_TURN -> "Não é a sua vez.";
      case ADJOURNED -> "A partida está interrompida: retome-a primeiro.";
      case NOT_ALLOWED -> "Isso não é permitido nesta partida.";
      case NOTHING_TO_ANSWER -> "O adversário não propôs nada a que responder.";
      case TOO_EARLY -> "Ainda é cedo para isso.";
      case TOO_LATE -> "Já é tarde para isso.";
      case TOO_OFTEN -> "A proposta anterior ainda está de pé.";
      case NOT_CLAIMABLE -> "Não há tripla repetição nem regra dos 50 lances a reclamar.";
    };
  }

  private static String capital(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
