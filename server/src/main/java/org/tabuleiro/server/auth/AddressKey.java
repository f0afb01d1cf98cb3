package org.tabuleiro.server.auth;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;

/**
 * The key under which the limits count a client address: an IPv4 address as it is; an IPv6 address by its /64
 * prefix, since one home or phone is given a whole /64 and picks new addresses in it at will (RFC 4941). At most
 * 60 characters, so that the keys built from it fit their columns.
 */
final class AddressKey {
  private AddressKey() {}

  static final int MAX_LENGTH = 60;
  // Only a literal is parsed: InetAddress never resolves a string with a colon, and anything else stays as it is.
  private static final Pattern IPV6 = Pattern.compile("\\[?[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(%[0-9A-Za-z._-]+)?]?");

  static String of(String address) {
    String text = address == null ? "" : address.strip();
    if (IPV6.matcher(text).matches()) {
      try {
        String literal = text.replace("[", "").replace("]", "").replaceFirst("%.*$", "");
        if (InetAddress.getByName(literal) instanceof Inet6Address v6) {
          byte[] b = v6.getAddress();
          return String.format("%x:%x:%x:%x::/64", word(b, 0), word(b, 2), word(b, 4), word(b, 6));
        }
        return InetAddress.getByName(literal).getHostAddress();  // IPv4-mapped, written as IPv4
      } catch (UnknownHostException e) {
        // not an address after all: counted as the text it is
      }
    }
    return text.length() > MAX_LENGTH ? text.substring(0, MAX_LENGTH) : text;
  }

  private static int word(byte[] b, int i) {
    return (b[i] & 0xff) << 8 | (b[i + 1] & 0xff);
  }
}
