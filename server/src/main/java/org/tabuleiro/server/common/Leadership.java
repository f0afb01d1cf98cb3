package org.tabuleiro.server.common;

/**
 * Who does the club's timed work (docs/server/cluster.md, "One leader for the timed work"): on a cluster, one node
 * per kind of {@link Work} at a time, the holder of its lease, re-elected when that node dies; a single server is
 * always the leader of everything ({@link #SOLE}).
 *
 * <pre>{@code
 * lead.whenLeader(Work.ARENAS, directors::reload, () -> {});   // on gaining the lead: read the truth back
 * if (lead.isLeader(Work.ARENAS)) pairNow();                    // every tick: only the leader pairs
 * }</pre>
 */
public interface Leadership {
  /** A kind of timed work; its {@link #key} names its lease ({@code leader:KEY}). */
  enum Work {
    /** The arenas' tick: pairing the waiting players. */
    ARENAS("arenas"),
    /** Online events' round starts, paired by the server. */
    EVENTS("events"),
    /** The library's backfill of the club's finished rated games. */
    LIBRARY("library");

    private final String key;

    Work(String key) {
      this.key = key;
    }

    public String key() {
      return key;
    }
  }

  /** Does this node lead {@code work} now? A leader cut off from the others stops being one before its lease ends. */
  boolean isLeader(Work work);

  /**
   * Runs {@code gained} each time this node becomes the leader of {@code work} (at once when it already is) and
   * {@code lost} each time it stops being it while running; off the caller's thread on a cluster.
   */
  void whenLeader(Work work, Runnable gained, Runnable lost);

  /**
   * Is this the only node there is? Then nothing is done elsewhere: work noted on another node (a result entered
   * there, a player joined there) need not be looked for in the database.
   */
  boolean isSole();

  /** A single server's: the leader of all, from the start. */
  Leadership SOLE = new Leadership() {
    @Override
    public boolean isLeader(Work work) {
      return true;
    }

    @Override
    public void whenLeader(Work work, Runnable gained, Runnable lost) {
      gained.run();
    }

    @Override
    public boolean isSole() {
      return true;
    }
  };
}
