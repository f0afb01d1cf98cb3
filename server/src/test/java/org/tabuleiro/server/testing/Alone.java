package org.tabuleiro.server.testing;

/**
 * The tag of the test classes that hold the machine to a bound on times (a p99, a recovery within N seconds, a
 * pairing within 2 s) while they load it themselves (bursts of password hashing, floods of sockets, kill loops):
 * {@code @Tag(Alone.TAG)}. The server's build runs every other class in several JVMs side by side, then these one
 * after the other with nothing else of the build beside them (the server pom's {@code alone} execution), so that
 * another test class never takes their cores. A test whose bound already reads the load ({@link HealthBound}) does
 * not need it.
 */
public final class Alone {
  public static final String TAG = "alone";

  private Alone() {
  }
}
