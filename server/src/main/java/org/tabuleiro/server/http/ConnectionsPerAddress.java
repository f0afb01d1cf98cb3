package org.tabuleiro.server.http;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SocketChannel;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.eclipse.jetty.io.SelectorManager;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.util.IO;
import org.eclipse.jetty.util.component.AbstractLifeCycle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * At most {@code limit} TCP connections from one client ({@link ClientAddress#client}); one more is closed the
 * moment it is accepted, before Jetty reads a byte of it, so a flood of idle connections from one address holds at
 * most {@code limit} file handles and everyone else still gets in. Counted per accepted channel, so a connection
 * upgraded to a WebSocket stays counted. Built as Jetty's {@code NetworkConnectionLimit} is (a bean of the
 * {@link Server} that registers with its connectors), but per address instead of in total.
 */
public final class ConnectionsPerAddress extends AbstractLifeCycle implements SelectorManager.AcceptListener {
  private static final Logger LOG = LoggerFactory.getLogger(ConnectionsPerAddress.class);

  private final Server server;
  private final int limit;
  private final Map<String, Integer> open = new HashMap<>();                // by client; guarded by this
  private final Map<SelectableChannel, String> clients = new HashMap<>();   // guarded by this
  private final Set<String> capped = new HashSet<>();                       // logged once; guarded by this

  public ConnectionsPerAddress(Server server, int limit) {
    this.server = server;
    this.limit = limit;
  }

  @Override
  protected void doStart() {
    for (Connector c : server.getConnectors()) {
      if (c instanceof AbstractConnector connector) connector.addBean(this);
    }
  }

  @Override
  public void onAccepting(SelectableChannel channel) {
    String client;
    try {
      if (!(channel instanceof SocketChannel socket)
          || !(socket.getRemoteAddress() instanceof InetSocketAddress remote)) return;
      client = ClientAddress.client(remote.getAddress());
    } catch (IOException gone) {
      return;
    }
    boolean refuse;
    synchronized (this) {
      clients.put(channel, client);
      int n = open.merge(client, 1, Integer::sum);
      refuse = n > limit;
      if (refuse && capped.add(client)) {
        LOG.warn("{} holds {} connections, the most one address may; further ones are closed", client, limit);
      }
    }
    if (refuse) IO.close(channel);   // Jetty then calls onAcceptFailed
  }

  @Override
  public void onAcceptFailed(SelectableChannel channel, Throwable cause) {
    release(channel);
  }

  @Override
  public void onClosed(SelectableChannel channel) {
    release(channel);
  }

  private synchronized void release(SelectableChannel channel) {
    String client = clients.remove(channel);
    if (client == null) return;
    int n = open.merge(client, -1, Integer::sum);
    if (n <= 0) open.remove(client);
    if (n < limit) capped.remove(client);
  }
}
