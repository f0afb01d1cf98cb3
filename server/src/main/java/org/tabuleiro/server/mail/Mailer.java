package org.tabuleiro.server.mail;

/** Sends an e-mail; throws {@link MailException} when the server refuses it or cannot be reached. */
public interface Mailer {
  void send(String to, String subject, String text);

  /** A club without mail. */
  Mailer NONE = (to, subject, text) -> {
    throw new MailException("this club sends no e-mail", null);
  };
}
