package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.Bye;
import org.tabuleiro.tournament.ByeKind;
import org.tabuleiro.tournament.Color;
import org.tabuleiro.tournament.Game;
import org.tabuleiro.tournament.GameResult;
import org.tabuleiro.tournament.Player;
import org.tabuleiro.tournament.RoundEntry;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;

/** The tournament a TRF describes: its players' round blocks read as results ({@link Trf#tournament}). */
final class TrfTournament {
  private TrfTournament() {}

  /**
   * The results of a TRF after its paired rounds ({@link Trf#playedRounds}). A round block without a result is
   * taken as absence (the game is not played yet); a round after the end of a line as well. Record 162, if any,
   * sets the points; a blank block of a player given a bye by record 240 is that bye.
   *
   * @param system null to use the TRF's record 192, else Swiss
   */
  static Tournament of(Trf trf, TournamentSystem system) {
    TournamentSystem s = system != null ? system : TournamentSystem.fromTournamentType(trf.tournamentType());
    if (s == null) s = TournamentSystem.SWISS;
    int rounds = trf.playedRounds();
    // TRF-2026 record 240: byes given apart from the round blocks count where the block is blank
    Map<String, Character> byes = new HashMap<>();
    if (trf.teams().isEmpty()) {
      for (TrfByes b : trf.byes()) {
        for (int id : b.ids()) byes.put(id + "/" + b.round(), b.type());
      }
    }
    List<Player> players = new ArrayList<>();
    for (TrfPlayer tp : trf.players()) {
      List<RoundEntry> entries = new ArrayList<>();
      for (int r = 1; r <= rounds; r++) {
        TrfGame g = tp.game(r);
        Character bye = byes.get(tp.startNumber() + "/" + r);
        if (bye != null && g.opponent() == 0 && g.result() == ' ') g = new TrfGame(r, 0, '-', bye);
        entries.add(entry(g));
      }
      players.add(new Player(tp.startNumber(), tp.name(), tp.rating(), entries));
    }
    return new Tournament(trf.name(), rounds, s, players, trf.pointSystem());
  }

  private static RoundEntry entry(TrfGame g) {
    if (g.opponent() != 0) {
      GameResult result = GameResult.of(g.result());
      if (result == null) return new Bye(g.round(), ByeKind.ABSENT); // paired, no result yet
      Color color = g.color() == 'w' ? Color.WHITE : g.color() == 'b' ? Color.BLACK : Color.NONE;
      return new Game(g.round(), g.opponent(), color, result);
    }
    return new Bye(g.round(), switch (g.result()) {
      case 'U' -> ByeKind.PAIRING_ALLOCATED;
      case 'F', '+' -> ByeKind.FULL_POINT;
      case 'H' -> ByeKind.HALF_POINT;
      case 'Z' -> ByeKind.ZERO_POINT;
      default -> ByeKind.ABSENT;
    });
  }
}
