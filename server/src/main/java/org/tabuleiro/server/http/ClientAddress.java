package org.tabuleiro.server.http;

import io.javalin.http.Context;

/** The address a request came from, for rate limits. */
public final class ClientAddress {
  private ClientAddress() {}

  /**
   * Behind a reverse proxy every request comes from the proxy, so the client is the last address the proxy
   * appended to {@code X-Forwarded-For}. Only trusted when configured: anyone can send that header.
   */
  public static String of(Context ctx, boolean trustProxy) {
    if (trustProxy) {
      String forwarded = ctx.header("X-Forwarded-For");
      if (forwarded != null && !forwarded.isBlank()) {
        String[] hops = forwarded.split(",");
        return hops[hops.length - 1].strip();
      }
    }
    return ctx.ip();
  }
}
