package org.tabuleiro.server.mail;

import java.util.Objects;

/**
 * How the club sends e-mail (password reset links), and the address its links start with. Without {@code host} the
 * club sends none: a player asks an admin for a link ({@code ./tabuleiro admin reset-password USER}).
 *
 * @param host the SMTP server, or null for none
 * @param port 587 (STARTTLS) by default; 465 with {@code ssl}
 * @param user null when the server takes mail without signing in
 * @param from the sender, {@code "Clube <noreply@clube.pt>"}
 * @param security {@code starttls} (required), {@code ssl}, or {@code none} (a local relay)
 * @param publicUrl the club's address as its players reach it ({@code https://xadrez.clube.pt}); a link's start.
 *     Never taken from a request's Host, which whoever asks for a reset could forge
 */
public record MailConfig(String host, int port, String user, String password, String from, String security,
    String publicUrl) {
  public static final MailConfig NONE = new MailConfig(null, 587, null, null, null, "starttls", null);

  public MailConfig {
    Objects.requireNonNull(security);
    if (port < 1 || port > 65535) throw new IllegalArgumentException("smtp port out of range: " + port);
    if (host != null && (from == null || publicUrl == null)) {
      throw new IllegalArgumentException("smtp.host needs smtp.from and public_url (the links' address)");
    }
  }

  public boolean sends() {
    return host != null;
  }

  /** {@code https://xadrez.clube.pt/senha/nova?token=T}: {@code base} without a trailing slash. */
  public static String resetLink(String base, String token) {
    return (base.endsWith("/") ? base.substring(0, base.length() - 1) : base) + "/senha/nova?token=" + token;
  }
}
