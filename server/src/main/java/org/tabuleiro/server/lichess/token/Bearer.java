package org.tabuleiro.server.lichess.token;

import org.tabuleiro.server.account.Account;

/** Who a request's {@code Authorization: Bearer} token speaks for, and what that token may do. */
public record Bearer(ApiToken token, Account account) {
  public boolean has(TokenScope scope) {
    return token.scopes().contains(scope);
  }
}
