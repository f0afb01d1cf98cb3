package org.tabuleiro.server.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The origins whose pages may talk to the club (RFC 6454): the club's own, which is the {@code Host} a request is
 * asked at, and the configured ones (a reverse proxy's public name). Compared as {@code scheme://host[:port]}, lower
 * case, without the scheme's default port.
 */
public final class Origins {
  private final Set<String> allowed;

  /** @param allowed origins besides the club's own; each must pass {@link #normalize} */
  public Origins(List<String> allowed) {
    this.allowed = allowed.stream().map(Origins::normalize).collect(Collectors.toUnmodifiableSet());
  }

  /**
   * True for the origin of the {@code host} asked at (the scheme aside: a TLS proxy turns https into http) and for
   * the configured ones. False for {@code null} (a sandboxed frame, a file) and for anything unreadable.
   */
  public boolean allows(String origin, String host) {
    String normalized;
    try {
      normalized = normalize(origin);
    } catch (IllegalArgumentException e) {
      return false;
    }
    if (allowed.contains(normalized)) return true;
    String authority = normalized.substring(normalized.indexOf("://") + 3);
    return host != null && authority.equals(withoutDefaultPort(host.strip().toLowerCase(Locale.ROOT)));
  }

  /**
   * An origin as compared: {@code scheme://host[:port]}, lower case, the scheme's default port left out.
   *
   * @throws IllegalArgumentException when {@code text} is not an http or https origin
   */
  public static String normalize(String text) {
    URI uri;
    try {
      uri = new URI(text.strip());
    } catch (URISyntaxException e) {
      throw new IllegalArgumentException("not an origin: " + text);
    }
    String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
    String path = uri.getRawPath();
    if (!scheme.equals("http") && !scheme.equals("https") || uri.getHost() == null
        || path != null && !path.isEmpty() && !path.equals("/") || uri.getRawQuery() != null
        || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
      throw new IllegalArgumentException("not an origin (scheme://host[:port]): " + text);
    }
    int port = uri.getPort();
    boolean standard = port == -1 || scheme.equals("http") && port == 80 || scheme.equals("https") && port == 443;
    return scheme + "://" + uri.getHost().toLowerCase(Locale.ROOT) + (standard ? "" : ":" + port);
  }

  /** A Host header as an origin's authority: the default ports of http and https left out. */
  private static String withoutDefaultPort(String host) {
    if (host.endsWith(":80")) return host.substring(0, host.length() - 3);
    if (host.endsWith(":443")) return host.substring(0, host.length() - 4);
    return host;
  }
}
