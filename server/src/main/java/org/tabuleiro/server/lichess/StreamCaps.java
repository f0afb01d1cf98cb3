package org.tabuleiro.server.lichess;

import java.util.HashMap;
import java.util.Map;

/**
 * How many streams may be open at once: {@link #PER_ACCOUNT} per account (a few clients of one player, not a flood),
 * and per client address the club's cap on its own sockets ({@code SocketLimits.socketsPerAddress}). A stream over
 * either is refused with 429 before anything is sent.
 */
final class StreamCaps {
  static final int PER_ACCOUNT = 16;

  private final int perAddress;
  private final Map<Long, Integer> accounts = new HashMap<>();
  private final Map<String, Integer> addresses = new HashMap<>();

  StreamCaps(int perAddress) {
    this.perAddress = perAddress;
  }

  /** Takes a place for a stream, or throws 429; the place is given back by the returned handle. */
  synchronized Runnable open(long accountId, String address) {
    if (accounts.getOrDefault(accountId, 0) >= PER_ACCOUNT) {
      throw new LichessError(429, "Fluxos abertos demais para esta conta: no máximo " + PER_ACCOUNT + " ao mesmo tempo.",
          java.time.Duration.ofSeconds(60));
    }
    if (addresses.getOrDefault(address, 0) >= perAddress) {
      throw new LichessError(429, "Conexões abertas demais deste endereço: no máximo " + perAddress + ".",
          java.time.Duration.ofSeconds(60));
    }
    accounts.merge(accountId, 1, Integer::sum);
    addresses.merge(address, 1, Integer::sum);
    return () -> close(accountId, address);
  }

  private synchronized void close(long accountId, String address) {
    accounts.computeIfPresent(accountId, (k, n) -> n <= 1 ? null : n - 1);
    addresses.computeIfPresent(address, (k, n) -> n <= 1 ? null : n - 1);
  }
}
