package org.tabuleiro.server.http;

import io.javalin.config.RoutesConfig;
import java.nio.charset.Charset;
import java.util.Locale;

/**
 * The {@code charset} a request's {@code Content-Type} names. One the JVM does not know
 * ({@code text/csv; charset=x-bogus}) is refused with 400 {@code invalid_charset} before any route reads the body:
 * a JSON route (Javalin decodes the body by it), the CSV and TRF registration, the library's PGN/PDN upload alike.
 */
public final class RequestCharset {
  private RequestCharset() {}

  /**
   * Installs the before-handler that checks every request's {@code Content-Type}, read as the raw header: Jetty's
   * own reading of it ({@code ctx.contentType()}) throws on an unknown charset, which would be a 500.
   */
  public static void install(RoutesConfig routes) {
    routes.before(ctx -> declared(ctx.header("Content-Type")));
  }

  /**
   * The charset {@code contentType} names, or null when it names none.
   *
   * @throws ApiException 400 {@code invalid_charset} for a charset the JVM does not know
   */
  public static Charset declared(String contentType) {
    if (contentType == null) return null;
    Charset found = null;
    for (String part : contentType.split(";")) {
      String p = part.strip();
      if (!p.toLowerCase(Locale.ROOT).startsWith("charset=")) continue;
      String name = p.substring("charset=".length()).replace("\"", "").strip();
      Charset c;
      try {
        c = Charset.forName(name);
      } catch (IllegalArgumentException e) {   // IllegalCharsetNameException, UnsupportedCharsetException
        throw ApiException.badRequest("invalid_charset", "Conjunto de caracteres desconhecido no Content-Type: \""
            + printable(name) + "\". Envie o arquivo em UTF-8 (charset=utf-8) ou sem charset.");
      }
      if (found == null) found = c;
    }
    return found;
  }

  /** The name as it came, cut and without control characters, to be shown in the message. */
  private static String printable(String name) {
    String s = name.codePoints().filter(c -> !Character.isISOControl(c))
        .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    return s.length() > 40 ? s.substring(0, 40) + "…" : s;
  }
}
