package org.tabuleiro.server.computer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The places of {@link ComputerQuota}: games made, given back, resumed after a restart, and ended. */
class ComputerQuotaTest {
  @Test
  void aPlaceIsHeldFromTheRequestUntilTheGameEnds() {
    var quota = new ComputerQuota(2, 3);
    var first = quota.take(1, "10.0.0.1");
    quota.made(first.place(), 100);
    var second = quota.take(1, "10.0.0.1");
    assertEquals("too_many_computer_games", quota.take(1, "10.0.0.2").refused().orElseThrow().code(),
        "a place taken before its game is made counts");
    quota.giveBack(second.place());
    var third = quota.take(1, "10.0.0.1");
    quota.made(third.place(), 101);
    assertTrue(quota.take(2, "10.0.0.1").refused().isEmpty(), "another player, the address's third");
    assertEquals("too_many_computer_games_here", quota.take(3, "10.0.0.1").refused().orElseThrow().code());
  }

  @Test
  void gamesResumedAfterARestartCountForTheirPlayerAndNoAddress() {
    var quota = new ComputerQuota(2, 2);
    quota.resumed(100, 1);
    quota.resumed(100, 1);   // told twice (a restart, then a takeover): one place
    quota.resumed(101, 1);
    assertEquals("too_many_computer_games", quota.take(1, "10.0.0.1").refused().orElseThrow().code());
    assertTrue(quota.take(2, "10.0.0.1").refused().isEmpty(), "the address holds none of them");
    quota.left(100);
    assertTrue(quota.take(1, "10.0.0.1").refused().isEmpty(), "a game ended frees its place");
  }
}
