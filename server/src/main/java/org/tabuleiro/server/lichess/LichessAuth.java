package org.tabuleiro.server.lichess;

import io.javalin.http.Context;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.lichess.token.Bearer;
import org.tabuleiro.server.lichess.token.TokenScope;
import org.tabuleiro.server.lichess.token.TokenService;

/**
 * Who a request under {@code /lichess/} speaks for: its {@code Authorization: Bearer} token only. The club's session
 * cookie is never read here (so no cross-site page can act through a visitor's browser, and these routes need no CSRF
 * header), and a token is never read anywhere else.
 */
final class LichessAuth {
  private static final String ATTRIBUTE = "tabuleiro.lichess.bearer";
  private final TokenService tokens;

  LichessAuth(TokenService tokens) {
    this.tokens = tokens;
  }

  /** The token's holder, whatever its scopes; 401 without a working token. */
  Bearer bearer(Context ctx) {
    Bearer cached = ctx.attribute(ATTRIBUTE);
    if (cached != null) return cached;
    Bearer b = switch (tokens.authenticate(ctx.header("Authorization"))) {
      case Result.Ok<Bearer> ok -> ok.value();
      case Result.Rejected<Bearer> r -> throw LichessError.of(r.rejection());
    };
    ctx.attribute(ATTRIBUTE, b);
    return b;
  }

  /** The token's holder if the token has one of {@code scopes}; else 403 naming them. */
  Bearer require(Context ctx, TokenScope... scopes) {
    Bearer b = bearer(ctx);
    for (TokenScope s : scopes) if (b.has(s)) return b;
    throw new LichessError(403, "Falta ao token o escopo " + Arrays.stream(scopes).map(TokenScope::key)
        .collect(Collectors.joining(" ou ")) + " para " + ctx.method() + " " + ctx.path() + ".");
  }
}
