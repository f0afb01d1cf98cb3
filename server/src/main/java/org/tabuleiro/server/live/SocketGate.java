package org.tabuleiro.server.live;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsContext;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.InstantSource;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.ClientAddress;
import org.tabuleiro.server.config.Origins;
import org.tabuleiro.server.config.SocketLimits;

/**
 * Who may open the club's WebSockets ({@code /ws/game/{id}}, {@code /ws/lobby}), checked on the upgrade request
 * before anything else is done for it (docs/protocol.md, "Sockets"):
 * <ul>
 *   <li>a browser's page of another site is refused (403 {@code origin_not_allowed}): the {@code Origin} must be
 *       the club's own, the {@code Host} the upgrade was asked at, or one of {@code allowedOrigins} (a reverse
 *       proxy's public name). Without an {@code Origin} (not a browser: browsers always send it) the upgrade goes on:
 *       such a client has no visitor's cookies to abuse;</li>
 *   <li>one client ({@link ClientAddress#client}) holds at most {@link SocketLimits#socketsPerAddress} sockets; a
 *       further upgrade is refused with 429 {@code too_many_sockets} and its connection closed.</li>
 * </ul>
 * An upgrade let through takes its place at once, before the 101 answer is sent: the client may ask its next upgrade
 * as soon as it reads that answer, before the server has run the socket's connect handler, and that next upgrade
 * must already see the place taken. The place becomes the socket's when it connects, and is given back when no
 * socket connects in it within {@link #RESERVATION_NANOS} (a later check refused the upgrade, the client left). A socket
 * opened without {@link #admit} (none today) is counted when it connects and closed (1008) when over the share.
 * Sockets are counted until their close. Each client also shares a budget of {@code sync} requests,
 * {@link #SYNCS_PER_ADDRESS} a second.
 */
public final class SocketGate {
  /** {@code sync} requests answered per second for one client, whatever its number of sockets. */
  public static final int SYNCS_PER_ADDRESS = 20;

  /** How long a place taken by an upgrade waits for its socket to connect before it is given back. */
  static final long RESERVATION_NANOS = 10_000_000_000L;

  private static final String CLIENT = "tabuleiro.socket.client";
  private static final String RESERVATION = "tabuleiro.socket.reservation";
  private static final ObjectMapper ERRORS = new ObjectMapper();

  /** What one client holds: its open sockets and its budget of {@code sync} requests. */
  private static final class Client {
    int sockets;   // guarded by the gate
    final Set<Reservation> reserved = new LinkedHashSet<>();   // oldest first; guarded by the gate
    final FloodGuard syncs;

    Client(InstantSource clock) {
      this.syncs = new FloodGuard(clock, SYNCS_PER_ADDRESS);
    }

    int places() {
      return sockets + reserved.size();
    }

    void dropExpired(long now) {
      for (Iterator<Reservation> it = reserved.iterator(); it.hasNext(); ) {
        if (now - it.next().at < RESERVATION_NANOS) break;
        it.remove();
      }
    }
  }

  /** A place taken by an upgrade let through, not yet a socket. Identity matters, not value. */
  private static final class Reservation {
    final long at;

    Reservation(long at) {
      this.at = at;
    }
  }

  /** An open socket's place at the gate. */
  public static final class Admission {
    private final String client;
    private final Client holder;

    private Admission(String client, Client holder) {
      this.client = client;
      this.holder = holder;
    }

    public String client() {
      return client;
    }

    /** The client's budget of {@code sync} requests, shared by all its sockets. */
    public FloodGuard syncs() {
      return holder.syncs;
    }
  }

  private final int socketsPerClient;
  private final Origins origins;
  private final boolean trustProxy;
  private final InstantSource clock;
  private final Map<String, Client> clients = new HashMap<>();   // guarded by this
  private final Map<String, Admission> sockets = new ConcurrentHashMap<>();   // by socket session id

  /**
   * @param allowedOrigins origins allowed besides the club's own Host ({@code https://xadrez.clube.pt}), each one
   *     {@link Origins#normalize} reads (checked when the configuration is loaded)
   */
  public SocketGate(SocketLimits limits, List<String> allowedOrigins, boolean trustProxy, InstantSource clock) {
    this.socketsPerClient = limits.socketsPerAddress();
    this.origins = new Origins(allowedOrigins);
    this.trustProxy = trustProxy;
    this.clock = clock;
  }

  /** The upgrade request's check ({@code wsBeforeUpgrade}): refused with 403 or 429, else let through. */
  public void admit(Context ctx) {
    String origin = ctx.header("Origin");
    if (origin != null && !origins.allows(origin, ctx.header("Host"))) {
      throw refusal(ctx, new ApiException(403, "origin_not_allowed",
          "Esta conexão só pode ser aberta pelas páginas do próprio clube."));
    }
    String client = ClientAddress.client(ClientAddress.of(ctx, trustProxy));
    Reservation reservation = new Reservation(System.nanoTime());
    synchronized (this) {
      Client c = clients.computeIfAbsent(client, k -> new Client(clock));
      c.dropExpired(reservation.at);
      if (c.places() >= socketsPerClient) {
        throw refusal(ctx, new ApiException(429, "too_many_sockets",
            "Conexões demais deste endereço (máximo " + socketsPerClient + "); feche algumas abas."));
      }
      c.reserved.add(reservation);
    }
    ctx.attribute(CLIENT, client);
    ctx.attribute(RESERVATION, reservation);
  }

  private void forgetIfIdle(String client, Client c) {
    if (c.places() == 0) clients.remove(client);
  }

  /**
   * The refused upgrade's answer, in the API's error shape, written and sent now: Javalin writes no result for an
   * upgrade request, only its status. The connection is closed after it. The exception thrown then stops the upgrade.
   */
  private static ApiException refusal(Context ctx, ApiException e) {
    HttpServletResponse res = ctx.res();
    try {
      byte[] body = ERRORS.writeValueAsBytes(Map.of("error", Map.of("code", e.code(), "message", e.getMessage())));
      res.setStatus(e.status());
      res.setHeader("Connection", "close");
      res.setContentType("application/json;charset=utf-8");
      res.setContentLength(body.length);
      res.getOutputStream().write(body);
      res.flushBuffer();
    } catch (IOException gone) {
      // the client left: nothing to answer
    }
    return e;
  }

  /**
   * Counts a socket that has connected, in the place its upgrade took; null (and the socket closed, 1008) when it
   * comes without a place (its reservation expired, or no {@link #admit}) and its client already holds its share.
   */
  public Admission open(WsConnectContext ctx) {
    String client = ctx.attribute(CLIENT);
    Reservation reservation = ctx.attribute(RESERVATION);
    if (client == null && ctx.session.getRemoteSocketAddress() instanceof InetSocketAddress remote) {
      client = ClientAddress.client(remote.getAddress());   // a socket path without admit: counted all the same
    }
    if (client == null) client = "unknown";
    Admission admission;
    synchronized (this) {
      Client c = clients.computeIfAbsent(client, k -> new Client(clock));
      boolean placed = reservation != null && c.reserved.remove(reservation);
      if (!placed) c.dropExpired(System.nanoTime());
      if (!placed && c.places() >= socketsPerClient) {
        admission = null;
      } else {
        c.sockets++;
        admission = new Admission(client, c);
      }
    }
    if (admission == null) {
      ctx.closeSession(1008, "too_many_sockets");
      return null;
    }
    sockets.put(ctx.sessionId(), admission);
    return admission;
  }

  /** The socket has closed (or failed): its place is free. Called more than once, it counts once. */
  public void close(WsContext ctx) {
    Admission a = sockets.remove(ctx.sessionId());
    if (a == null) return;
    synchronized (this) {
      a.holder.sockets--;
      if (clients.get(a.client) == a.holder) forgetIfIdle(a.client, a.holder);
    }
  }
}
