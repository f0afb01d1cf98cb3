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

  /**
   * The policy of Stockfish's worker scripts ({@code /assets/stockfish-*.js}) alone: the page's, with
   * {@code 'wasm-unsafe-eval'} so the worker may compile its WebAssembly (a worker follows its own script's policy,
   * so the pages keep theirs without it).
   */
  public static final String ENGINE_WORKER_POLICY =
      CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");

  /**
   * Cross-origin isolation, for the pages that run Stockfish with threads (SharedArrayBuffer): no window of another
   * site in the page's browsing context group, and nothing of another origin loaded unless it allows it (the pages
   * load nothing of another origin anyway). Sent on the analysis pages and Stockfish's scripts only.
   */
  public static final Map<String, String> ISOLATION = Map.of(
      "Cross-Origin-Opener-Policy", "same-origin",
      "Cross-Origin-Embedder-Policy", "require-corp");

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
