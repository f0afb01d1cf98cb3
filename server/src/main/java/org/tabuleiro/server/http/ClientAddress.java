package org.tabuleiro.server.http;

import io.javalin.http.Context;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;

/** The address a request came from, for rate limits and caps. */
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

  /**
   * Who a cap counts as one client: an IPv4 address, or an IPv6 address's /64 network (a household or a school gets
   * a /64 and picks addresses in it freely, so counting single IPv6 addresses would cap nobody). Anything else (a
   * forged {@code X-Forwarded-For}) counts as written. Parsed here, never looked up as a name.
   */
  public static String client(String address) {
    String text = address.strip();
    if (text.startsWith("[") && text.endsWith("]")) text = text.substring(1, text.length() - 1);
    int zone = text.indexOf('%');
    if (zone >= 0) text = text.substring(0, zone);
    if (text.indexOf(':') < 0) return address;
    int[] groups = ipv6Groups(text);
    return groups == null ? address : network(groups);
  }

  /** As {@link #client(String)}, for the address of a connection. */
  public static String client(InetAddress address) {
    if (!(address instanceof Inet6Address v6)) return address.getHostAddress();
    byte[] bytes = v6.getAddress();
    int[] groups = new int[4];
    for (int i = 0; i < 4; i++) groups[i] = (bytes[2 * i] & 0xff) << 8 | bytes[2 * i + 1] & 0xff;
    return network(groups);
  }

  private static String network(int[] groups) {
    return Integer.toHexString(groups[0]) + ":" + Integer.toHexString(groups[1]) + ":"
        + Integer.toHexString(groups[2]) + ":" + Integer.toHexString(groups[3]) + "::/64";
  }

  /** The eight 16-bit groups of an IPv6 literal (RFC 4291 2.2, a dotted IPv4 tail allowed), or null. */
  private static int[] ipv6Groups(String text) {
    int gap = text.indexOf("::");
    if (gap >= 0 && text.indexOf("::", gap + 1) >= 0) return null;
    String head = gap < 0 ? text : text.substring(0, gap);
    String tail = gap < 0 ? "" : text.substring(gap + 2);
    List<Integer> front = hexGroups(head), back = hexGroups(tail);
    if (front == null || back == null) return null;
    int missing = 8 - front.size() - back.size();
    if (gap < 0 ? missing != 0 : missing < 1) return null;
    int[] groups = new int[8];
    for (int i = 0; i < front.size(); i++) groups[i] = front.get(i);
    for (int i = 0; i < back.size(); i++) groups[8 - back.size() + i] = back.get(i);
    return groups;
  }

  private static List<Integer> hexGroups(String part) {
    List<Integer> groups = new ArrayList<>();
    if (part.isEmpty()) return groups;
    String[] pieces = part.split(":", -1);
    for (int i = 0; i < pieces.length; i++) {
      String p = pieces[i];
      if (i == pieces.length - 1 && p.indexOf('.') >= 0) {
        String[] octets = p.split("\\.", -1);
        if (octets.length != 4) return null;
        int[] v = new int[4];
        for (int o = 0; o < 4; o++) {
          if (!octets[o].matches("[0-9]{1,3}") || (v[o] = Integer.parseInt(octets[o])) > 255) return null;
        }
        groups.add(v[0] << 8 | v[1]);
        groups.add(v[2] << 8 | v[3]);
      } else {
        if (!p.matches("[0-9A-Fa-f]{1,4}")) return null;
        groups.add(Integer.parseInt(p, 16));
      }
    }
    return groups;
  }
}
