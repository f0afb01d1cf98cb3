package org.tabuleiro.server.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import io.javalin.websocket.WsConnectContext;
import io.javalin.websocket.WsMessageContext;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.db.DatabaseUnavailable;

/**
 * Every error leaves the server as {@code {"error": {"code": "...", "message": "..."}}}: refusals with their own
 * status, Javalin's and Jetty's (413, 404, 405) translated, and anything unexpected as a 500 whose {@code logId}
 * finds the stack trace in the log. No stack trace ever goes to the client.
 *
 * <p>A database that cannot be reached ({@link DatabaseUnavailable}: stopped, restarting, the pool's wait for a
 * connection in vain), whichever route or socket met it, is answered here, not route by route: 503
 * {@code database_unavailable} with {@code Retry-After} over HTTP; on a socket, the protocol's error frame with the
 * same code and {@code retryAfter} (the message's {@code id} when it has one), and a socket that could not be opened
 * for it is then closed with 1013 (try again later).
 */
public final class ApiErrors {
  private static final Logger log = LoggerFactory.getLogger(ApiErrors.class);
  static final String DATABASE_UNAVAILABLE = "database_unavailable";
  /** Seconds a client is told to wait: a restarting PostgreSQL is usually back within them. */
  static final int DATABASE_RETRY_AFTER_SECONDS = 5;
  static final String DATABASE_MESSAGE = "O banco de dados do clube não está respondendo agora. Tente de novo em"
      + " alguns segundos.";
  /** WebSocket close code "Try Again Later" (RFC 6455 registry). */
  static final int TRY_AGAIN_LATER = 1013;
  private static final String DEFERRED = "tabuleiro.http.deferredDatabaseFailure";
  private static final ObjectMapper FRAMES = new ObjectMapper();
  /** One warning per outage in the log, not one per request: the time of the last one. */
  private static final AtomicLong lastWarned = new AtomicLong();

  private ApiErrors() {}

  public static void install(RoutesConfig routes) {
    routes.exception(ApiException.class, (e, ctx) -> {
      if (e.retryAfter() != null) ctx.header("Retry-After", Long.toString(Math.max(1, e.retryAfter().toSeconds())));
      write(ctx, e.status(), e.code(), e.getMessage());
    });
    routes.exception(org.tabuleiro.server.common.UnavailableException.class, (e, ctx) -> {
      ctx.header("Retry-After", "5");
      write(ctx, 503, e.code(), e.getMessage());
    });
    routes.exception(HttpResponseException.class, (e, ctx) -> write(ctx, e.getStatus(), codeFor(e.getStatus()),
        messageFor(e.getStatus(), e.getMessage())));
    routes.exception(Exception.class, (e, ctx) -> {
      if (DatabaseUnavailable.isCause(e)) {
        warnOnce(e);
        ctx.header("Retry-After", Integer.toString(DATABASE_RETRY_AFTER_SECONDS));
        write(ctx, 503, DATABASE_UNAVAILABLE, DATABASE_MESSAGE);
        return;
      }
      if (isClientGone(e)) {
        log.debug("{} {}: the client left", ctx.method(), ctx.path());
        return;   // nobody to answer (a socket closed while its upgrade was answered)
      }
      String logId = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
      log.error("[{}] {} {} failed", logId, ctx.method(), ctx.path(), e);
      Map<String, Object> error = body("internal_error",
          "Erro interno do servidor. Se persistir, informe o código " + logId + ".");
      error.put("logId", logId);
      ctx.status(500).json(Map.of("error", error));
    });
    installOnSockets(routes);
    // Statuses set without a body (no route matched, wrong method) still get the JSON shape.
    for (int status : new int[] {404, 405}) {
      routes.error(status, ctx -> {
        if (ctx.resultInputStream() == null) write(ctx, status, codeFor(status), messageFor(status, null));
      });
    }
  }

  /**
   * A socket's upgrade handler ({@code wsBeforeUpgrade}) that reads the database, typically the session: when the
   * database cannot be reached, the upgrade goes on and the socket, once open, gets the error frame and is closed
   * (1013), which a page can read, instead of a refused upgrade, which it cannot.
   */
  public static Handler onUpgrade(Handler handler) {
    return ctx -> {
      try {
        handler.handle(ctx);
      } catch (Exception e) {
        if (!DatabaseUnavailable.isCause(e)) throw e;
        ctx.attribute(DEFERRED, e);
      }
    };
  }

  /** The sockets' side: the database failures of their handlers, and of their upgrade ({@link #onUpgrade}). */
  private static void installOnSockets(RoutesConfig routes) {
    routes.wsBefore(ws -> ws.onConnect(ctx -> {
      Exception deferred = ctx.attribute(DEFERRED);
      if (deferred != null) throw deferred;
    }));
    routes.wsException(Exception.class, (e, ctx) -> {
      if (!DatabaseUnavailable.isCause(e)) {
        String logId = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
        log.error("[{}] socket {} failed", logId, ctx.sessionId(), e);
        ctx.closeSession(1011, "internal_error " + logId);   // as Javalin's own default, with the log's id
        return;
      }
      warnOnce(e);
      Map<String, Object> frame = new LinkedHashMap<>();
      frame.put("t", "error");
      Long id = ctx instanceof WsMessageContext m ? idOf(m.message()) : null;
      if (id != null) frame.put("id", id);
      frame.put("code", DATABASE_UNAVAILABLE);
      frame.put("message", DATABASE_MESSAGE);
      frame.put("retryAfter", DATABASE_RETRY_AFTER_SECONDS);
      try {
        ctx.send(FRAMES.writeValueAsString(frame));
      } catch (JsonProcessingException | RuntimeException gone) {
        // the socket closed meanwhile
      }
      if (ctx instanceof WsConnectContext) ctx.closeSession(TRY_AGAIN_LATER, DATABASE_UNAVAILABLE);
    });
  }

  /** The top-level integer {@code id} of a client's message, or null. */
  private static Long idOf(String message) {
    try {
      JsonNode id = FRAMES.readTree(message).get("id");
      return id != null && id.canConvertToLong() && id.isIntegralNumber() ? id.asLong() : null;
    } catch (JsonProcessingException | RuntimeException e) {
      return null;
    }
  }

  private static void warnOnce(Exception e) {
    long now = System.nanoTime(), last = lastWarned.get();
    if (last != 0 && now - last < TimeUnit.SECONDS.toNanos(10)) return;
    if (lastWarned.compareAndSet(last, now)) {
      log.warn("the database cannot be reached; answering 503 {} ({})", DATABASE_UNAVAILABLE, rootMessage(e));
    }
  }

  private static String rootMessage(Throwable e) {
    Throwable t = e;
    for (int i = 0; i < 32 && t.getCause() != null && t.getCause() != t; i++) t = t.getCause();
    return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
  }

  /** Jetty's end of stream under the exception: the client closed the connection, nothing went wrong here. */
  private static boolean isClientGone(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof org.eclipse.jetty.io.EofException) return true;
    }
    return false;
  }

  public static void write(Context ctx, int status, String code, String message) {
    ctx.status(status).json(Map.of("error", body(code, message)));
  }

  private static Map<String, Object> body(String code, String message) {
    Map<String, Object> error = new LinkedHashMap<>();
    error.put("code", code);
    error.put("message", message);
    return error;
  }

  private static String codeFor(int status) {
    HttpStatus s = HttpStatus.forStatus(status);
    if (s == HttpStatus.UNKNOWN) return "http_" + status;
    return s.name().toLowerCase(Locale.ROOT);
  }

  private static String messageFor(int status, String fallback) {
    return switch (status) {
      case 400 -> "Pedido inválido." + (fallback == null || fallback.isBlank() ? "" : " " + fallback);
      case 404 -> "Não encontrado.";
      case 405 -> "Método não permitido neste endereço.";
      case 413 -> "O pedido é grande demais.";
      default -> fallback == null || fallback.isBlank() ? HttpStatus.forStatus(status).getMessage() : fallback;
    };
  }
}
