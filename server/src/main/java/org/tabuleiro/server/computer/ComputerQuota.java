package org.tabuleiro.server.computer;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tabuleiro.server.common.Rejection;

/**
 * How many games against the computer one player, and one client address, may have in progress on this server: a
 * player {@link #PER_PLAYER} (a game and one in another tab or game; more is no lesson, and a level-8 game keeps a
 * thinking thread busy for seconds a move), an address {@link #PER_ADDRESS} (a class of 30 behind a school's one
 * address, each with a game and some with two). The count and the place taken are one step under this object's
 * lock, so requests at once never pass it; the place is the game's until it ends (adjourned games count: they are
 * still to be played). Games the computer sat down at again after a restart or a takeover count for their player;
 * their address is not known (it is not stored), so they count for none.
 *
 * <p>The computer's thinking itself is bounded apart ({@link ComputerPool}: cores − 1 low-priority threads and a
 * queue), so whatever the number of games, people's live games keep the processor.
 */
final class ComputerQuota {
  static final int PER_PLAYER = 2;
  static final int PER_ADDRESS = 40;

  /** One game's place: the player's and the address's (null when unknown) until the game ends. */
  static final class Place {
    private final long playerId;
    private final String address;
    private long gameId;   // 0 until the game is made; guarded by the quota

    private Place(long playerId, String address, long gameId) {
      this.playerId = playerId;
      this.address = address;
      this.gameId = gameId;
    }
  }

  private final List<Place> places = new ArrayList<>();   // guarded by this
  private final int perPlayer;
  private final int perAddress;

  ComputerQuota() {
    this(PER_PLAYER, PER_ADDRESS);
  }

  ComputerQuota(int perPlayer, int perAddress) {
    this.perPlayer = perPlayer;
    this.perAddress = perAddress;
  }

  /** A place for a new game of {@code playerId} from {@code address} (a {@code ClientAddress#client}), or why not. */
  synchronized Taken take(long playerId, String address) {
    long mine = places.stream().filter(p -> p.playerId == playerId).count();
    if (mine >= perPlayer) {
      return new Taken(null, Rejection.of(Rejection.Kind.CONFLICT, "too_many_computer_games", "Você já tem " + perPlayer
          + " partidas contra o computador em andamento: termine uma delas (ou desista dela) para começar outra."));
    }
    long here = places.stream().filter(p -> address.equals(p.address)).count();
    if (here >= perAddress) {
      return new Taken(null, Rejection.of(Rejection.Kind.TOO_MANY_ATTEMPTS, "too_many_computer_games_here",
          "Já há " + perAddress + " partidas contra o computador em andamento a partir deste endereço de internet (o"
              + " máximo); espere uma delas terminar para começar outra."));
    }
    Place p = new Place(playerId, address, 0);
    places.add(p);
    return new Taken(p, null);
  }

  /** What {@link #take} gave: a place, or the refusal. */
  record Taken(Place place, Rejection refusal) {
    Optional<Rejection> refused() {
      return Optional.ofNullable(refusal);
    }
  }

  /** The place's game was made. */
  synchronized void made(Place place, long gameId) {
    place.gameId = gameId;
  }

  /** The place's game was not made after all: the place is free. */
  synchronized void giveBack(Place place) {
    places.remove(place);
  }

  /**
   * A game in progress the computer sat down at again (after a restart, or taken over from another node): its
   * player's place, unless it holds one already.
   */
  synchronized void resumed(long gameId, long playerId) {
    if (places.stream().noneMatch(p -> p.gameId == gameId)) places.add(new Place(playerId, null, gameId));
  }

  /** The computer got up from the game (it ended, or another node took it over): its place is free. */
  synchronized void left(long gameId) {
    places.removeIf(p -> p.gameId == gameId);
  }
}
