package org.tabuleiro.server.mail;

/** The mail server refused a message or could not be reached (an adapter's failure, not a player's). */
public final class MailException extends RuntimeException {
  public MailException(String message, Throwable cause) {
    super(message, cause);
  }
}
