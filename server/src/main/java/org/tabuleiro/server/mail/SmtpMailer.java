package org.tabuleiro.server.mail;

import jakarta.mail.Authenticator;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.PasswordAuthentication;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.Properties;

/** Plain-text mail over SMTP with Jakarta Mail (Eclipse Angus): STARTTLS, SSL or none, as {@link MailConfig} says. */
public final class SmtpMailer implements Mailer {
  private static final String TIMEOUT_MILLIS = "10000";

  private final MailConfig config;
  private final Session session;

  public SmtpMailer(MailConfig config) {
    this.config = config;
    Properties p = new Properties();
    boolean ssl = config.security().equals("ssl");
    String prefix = ssl ? "mail.smtps." : "mail.smtp.";
    p.put("mail.transport.protocol", ssl ? "smtps" : "smtp");
    p.put(prefix + "host", config.host());
    p.put(prefix + "port", String.valueOf(config.port()));
    p.put(prefix + "auth", String.valueOf(config.user() != null));
    p.put(prefix + "connectiontimeout", TIMEOUT_MILLIS);
    p.put(prefix + "timeout", TIMEOUT_MILLIS);
    p.put(prefix + "writetimeout", TIMEOUT_MILLIS);
    if (config.security().equals("starttls")) {
      p.put("mail.smtp.starttls.enable", "true");
      p.put("mail.smtp.starttls.required", "true");
    }
    Authenticator auth = config.user() == null ? null : new Authenticator() {
      @Override
      protected PasswordAuthentication getPasswordAuthentication() {
        return new PasswordAuthentication(config.user(), config.password() == null ? "" : config.password());
      }
    };
    this.session = Session.getInstance(p, auth);
  }

  @Override
  public void send(String to, String subject, String text) {
    try {
      MimeMessage m = new MimeMessage(session);
      m.setFrom(new InternetAddress(config.from(), true));
      m.setRecipients(Message.RecipientType.TO, InternetAddress.parse(to, true));
      m.setSubject(subject, StandardCharsets.UTF_8.name());
      m.setText(text, StandardCharsets.UTF_8.name());
      m.setSentDate(new Date());
      Transport.send(m);
    } catch (MessagingException e) {
      throw new MailException("sending to " + to + " through " + config.host() + ": " + e.getMessage(), e);
    }
  }
}
