package org.tabuleiro.server.library;

import java.util.List;
import java.util.Optional;
import org.tabuleiro.server.account.Account;

/**
 * The club's own games as the library reads them: an event's games (its {@code games.pgn} / {@code games.pdn}), a
 * finished game of the club as PGN or PDN, and the finished rated games the club explorer does not hold yet.
 */
public interface LibrarySources {
  /**
   * An event's games entered with moves, as one file.
   *
   * @throws org.tabuleiro.server.http.ApiException when there is no such event the viewer may see
   */
  GameFile eventGames(Optional<Account> viewer, long eventId);

  /** A game of the club: empty when there is no such game. */
  Optional<ClubGame> clubGame(long gameId);

  /** A game that has just ended, as the library stores it. */
  ClubGame clubGame(org.tabuleiro.server.game.StoredGame stored, org.tabuleiro.play.Game game);

  /**
   * The ids of the finished rated games no club collection holds yet (not in {@code library_club_games}), oldest
   * first: one anti-join, however many games the club has played.
   */
  List<Long> finishedRatedGamesNotInClub();

  /** @param game chess, international or brazilian; {@code name} what the file is (an event's name) */
  record GameFile(String game, String name, String text) {}

  /**
   * @param pool the rating pool's key (bullet, blitz, rapid, classical, correspondence), null without one
   * @param over whether the game has a result (aborted games have none)
   */
  record ClubGame(long id, String game, String pool, boolean rated, boolean over, String text) {}

  /** No club games: a library on its own (tests of the import alone). */
  LibrarySources NONE = new LibrarySources() {
    @Override
    public GameFile eventGames(Optional<Account> viewer, long eventId) {
      throw new org.tabuleiro.server.http.ApiException(404, "event_not_found", "Torneio não encontrado: " + eventId + ".");
    }

    @Override
    public Optional<ClubGame> clubGame(long gameId) {
      return Optional.empty();
    }

    @Override
    public ClubGame clubGame(org.tabuleiro.server.game.StoredGame stored, org.tabuleiro.play.Game game) {
      throw new UnsupportedOperationException("a library without the club's games");
    }

    @Override
    public List<Long> finishedRatedGamesNotInClub() {
      return List.of();
    }
  };
}
