package org.tabuleiro.server.http;

import org.eclipse.jetty.util.VirtualThreads;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ThreadPool;

/**
 * Jetty's threads: a few platform threads accept connections, select and parse (and answer health,
 * {@code health/HealthFastPath}); every request's handling and every socket's messages run on virtual threads, one
 * each, as before. Javalin's own virtual-thread pool ran the acceptor and the selectors as virtual threads too, on
 * the same two carriers as every handler: under a burst of work on them (sign-ups, a sync flood, the embedded
 * database's work on H2), the selector waited its turn, and so did every connection's reading and writing, health's
 * included (docs/server/running.md, "Threads").
 */
public final class JettyThreads {
  private JettyThreads() {}

  public static ThreadPool platformSelectorsVirtualHandlers() {
    QueuedThreadPool pool = new QueuedThreadPool(64, 4);
    pool.setName("jetty");
    pool.setVirtualThreadsExecutor(VirtualThreads.getNamedVirtualThreadsExecutor("jetty-request"));
    return pool;
  }
}
