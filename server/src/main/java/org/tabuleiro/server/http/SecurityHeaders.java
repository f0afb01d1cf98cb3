package org.tabuleiro.server.http;

import io.javalin.config.RoutesConfig;
import java.util.Map;

/**
 * The headers every answer carries, pages and API alike. They are set by the first before-handler, ahead of every
 * other, so refusals (the CSRF check's), errors and 404s carry them too. The pages load only the club's own script
 * and styles, from files: no inline script, handler, style attribute or {@code <style>} element, which is what
 * lets the policy refuse them all.
 */
public final class SecurityHeaders {
  /**
   * Only the club's own files: scripts and styles from {@code /assets} (no inline code), images from the club or
   * {@code data:} (chessground's board and pieces are SVG data inside its CSS), fetch and WebSockets to the club
   * itself; no plugins, no {@code <base>}, forms only to the club, and no page of another site may frame ours.
   */
  public static final String CONTENT_SECURITY_POLICY = String.join("; ",
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'");

  /** Header name to value. */
  public static final Map<String, String> HEADERS = Map.of(
      "Content-Security-Policy", CONTENT_SECURITY_POLICY,
      "X-Frame-Options", "DENY",   // frame-ancestors for browsers that predate it
      "X-Content-Type-Options", "nosniff",   // a file is what its Content-Type says, never sniffed into a script
      "Referrer-Policy", "same-origin");   // other sites are not told which page of the club linked to them

  private SecurityHeaders() {}

  /** Installs the before-handler: call it before any module adds its own. */
  public static void install(RoutesConfig routes) {
    routes.before(ctx -> HEADERS.forEach(ctx::header));
  }
}
