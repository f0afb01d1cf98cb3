package org.tabuleiro.server.config;

/**
 * How much of the server one client address may hold at once ({@code ClientAddress.client}: an IPv4 address, an
 * IPv6 /64). The defaults have a school in mind, hundreds of pupils behind one address, each with a lobby and a
 * game open: far more than a club's busiest evening, far fewer than the server's file handles.
 *
 * @param socketsPerAddress WebSockets (game and lobby) open at once; a further upgrade is refused with 429
 * @param connectionsPerAddress TCP connections of any kind (WebSockets, page loads, idle keep-alives, connections
 *     that never send a request); a further one is closed as soon as it is accepted. Not applied behind a trusted
 *     proxy, whose address is everyone's
 */
public record SocketLimits(int socketsPerAddress, int connectionsPerAddress) {
  public static final SocketLimits DEFAULT = new SocketLimits(1_000, 2_000);

  public SocketLimits {
    if (socketsPerAddress < 1) throw new IllegalArgumentException("sockets per address must be at least 1");
    if (connectionsPerAddress < socketsPerAddress) {
      throw new IllegalArgumentException("connections per address (" + connectionsPerAddress
          + ") must be at least the sockets per address (" + socketsPerAddress + "): each socket is a connection");
    }
  }
}
