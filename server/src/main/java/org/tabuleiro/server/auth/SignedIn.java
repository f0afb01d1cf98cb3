package org.tabuleiro.server.auth;

import org.tabuleiro.server.account.Account;

/** The account behind a request, with its session (for the CSRF token and logout). */
public record SignedIn(Account account, Session session) {}
