package org.tabuleiro.server.auth;

import org.tabuleiro.server.account.Account;

/** A session just opened: {@code token} goes into the cookie and is never stored or shown again. */
public record NewSession(String token, Account account, Session session) {}
