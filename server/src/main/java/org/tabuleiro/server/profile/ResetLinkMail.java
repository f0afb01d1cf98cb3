package org.tabuleiro.server.profile;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.mail.MailConfig;
import org.tabuleiro.server.mail.Mailer;

/**
 * The work behind {@code POST /api/password-reset}, off the request: finding the accounts the name or e-mail names,
 * making their links and mailing them, on a thread of its own. The request only hands the name over and answers,
 * doing the same whether an account exists, has an e-mail, or not, so its answer (status, body and time) says
 * nothing of the club's accounts; before, an account with an e-mail took a transaction and a thread's start more
 * (37 ms against 15 ms for an unknown name, measured from outside). At most {@link #WAITING} requests wait; beyond,
 * a request is dropped with a line in the log (its answer is the same: a flood of requests mails nobody more, and
 * each account gets at most {@link PasswordResets#PER_ACCOUNT_PER_HOUR} links an hour anyway).
 */
final class ResetLinkMail implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(ResetLinkMail.class);
  static final int WAITING = 1_000;

  private final AccountService accounts;
  private final PasswordResets resets;
  private final Mailer mailer;
  private final MailConfig mail;
  private final ThreadPoolExecutor worker;

  ResetLinkMail(AccountService accounts, PasswordResets resets, Mailer mailer, MailConfig mail) {
    this.accounts = accounts;
    this.resets = resets;
    this.mailer = mailer;
    this.mail = mail;
    this.worker = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(WAITING),
        r -> Thread.ofPlatform().name("password-reset-mail").daemon().unstarted(r));
    worker.allowCoreThreadTimeOut(true);   // an idle club keeps no thread for it
  }

  /** Hands {@code login} (a username or an e-mail address) over; returns at once, whatever it names. */
  void ask(String login) {
    try {
      worker.execute(() -> send(login));
    } catch (RejectedExecutionException e) {
      LOG.warn("password reset request dropped: {} are waiting already", WAITING);
    }
  }

  private void send(String login) {
    try {
      Set<Account> targets = new LinkedHashSet<>();
      accounts.find(login).filter(a -> !a.isClosed()).ifPresent(targets::add);
      if (login.contains("@")) targets.addAll(accounts.findByEmail(login));
      for (Account a : targets) {
        if (a.email() == null) continue;
        resets.create(a.id(), PasswordResets.MAIL_LIFETIME, true)
            .ifPresent(token -> mail(a, MailConfig.resetLink(mail.publicUrl(), token)));
      }
    } catch (RuntimeException e) {
      LOG.warn("password reset request not handled: {}", e.toString());
    }
  }

  private void mail(Account a, String link) {
    try {
      mailer.send(a.email(), "Redefinir a senha no Tabuleiro", """
          Olá, %s.

          Alguém (esperamos que você) pediu para redefinir a senha da conta %s no clube.
          Para escolher uma senha nova, abra este link (vale 1 hora e funciona uma vez):

          %s

          Se não foi você, ignore este e-mail: sua senha continua a mesma.
          """.formatted(a.profile().displayName() == null ? a.username() : a.profile().displayName(), a.username(), link));
    } catch (RuntimeException e) {
      LOG.warn("password reset mail for account {} not sent: {}", a.id(), e.getMessage());
    }
  }

  /** Lets what waits finish for a moment (the database closes after), then stops. */
  @Override
  public void close() {
    worker.shutdown();
    try {
      if (!worker.awaitTermination(2, TimeUnit.SECONDS)) worker.shutdownNow();
    } catch (InterruptedException e) {
      worker.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }
}
