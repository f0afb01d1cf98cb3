package org.tabuleiro.server.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.HttpStatus;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Every error leaves the server as {@code {"error": {"code": "...", "message": "..."}}}: refusals with their own
 * status, Javalin's and Jetty's (413, 404, 405) translated, and anything unexpected as a 500 whose {@code logId}
 * finds the stack trace in the log. No stack trace ever goes to the client.
 */
public final class ApiErrors {
  private static final Logger log = LoggerFactory.getLogger(ApiErrors.class);

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
    // Statuses set without a body (no route matched, wrong method) still get the JSON shape.
    for (int status : new int[] {404, 405}) {
      routes.error(status, ctx -> {
        if (ctx.resultInputStream() == null) write(ctx, status, codeFor(status), messageFor(status, null));
      });
    }
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
