package org.tabuleiro.server.lichess.token;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.live.FloodGuard;

/**
 * Personal access tokens: made by their owner (signed in with a cookie), listed, revoked; and the token of a request
 * under {@code /lichess/} resolved to its account. A token is 32 random bytes, shown once; only its SHA-256 is kept.
 * Made at most {@link #MADE_PER_HOUR} an hour per account; used at most {@link #USES_PER_SECOND} requests a second
 * per token (streams count once, when opened).
 */
public final class TokenService {
  public static final int MADE_PER_HOUR = 10;
  public static final int USES_PER_SECOND = 20;
  public static final int DESCRIPTION_MAX = 100;
  static final String PREFIX = "tbp_";

  private final TokenRepository tokens;
  private final AccountService accounts;
  private final InstantSource clock;
  private final InstantSource wallClock;
  private final SecureRandom random = new SecureRandom();
  private final Map<Long, FloodGuard> uses = new ConcurrentHashMap<>();

  /**
   * @param clock the club's clock (when a token was made, revoked; the hour of {@link #MADE_PER_HOUR})
   * @param wallClock the seconds of {@link #USES_PER_SECOND}: the requests' real pace, whatever the club's clock says
   */
  public TokenService(TokenRepository tokens, AccountService accounts, InstantSource clock, InstantSource wallClock) {
    this.tokens = tokens;
    this.accounts = accounts;
    this.clock = clock;
    this.wallClock = wallClock;
  }

  /** A new token of {@code owner}'s with these scopes (their wire names, as the client sent them). */
  public Result<NewToken> create(Account owner, String description, List<String> scopeKeys) {
    String text = description == null ? "" : description.strip();
    if (text.isEmpty()) return invalid("invalid_description", "Dê uma descrição ao token (\"description\").");
    if (text.length() > DESCRIPTION_MAX) {
      return invalid("invalid_description", "A descrição do token tem no máximo " + DESCRIPTION_MAX + " caracteres.");
    }
    if (scopeKeys == null || scopeKeys.isEmpty()) {
      return invalid("invalid_scopes", "Escolha ao menos um escopo em \"scopes\" (por exemplo \"board:play\").");
    }
    Set<TokenScope> scopes = new LinkedHashSet<>();
    for (String key : scopeKeys) {
      Optional<TokenScope> scope = TokenScope.byKey(key == null ? "" : key);
      if (scope.isEmpty()) {
        return invalid("unknown_scope", "Escopo desconhecido em \"scopes\": \"" + key + "\". Os escopos são "
            + String.join(", ", java.util.Arrays.stream(TokenScope.values()).map(TokenScope::key).toList()) + ".");
      }
      scopes.add(scope.get());
    }
    Instant now = clock.instant();
    if (tokens.countMadeSince(owner.id(), now.minus(Duration.ofHours(1))) >= MADE_PER_HOUR) {
      return Result.rejected(new Rejection(Rejection.Kind.TOO_MANY_ATTEMPTS, "too_many_tokens",
          "Você já criou " + MADE_PER_HOUR + " tokens na última hora; espere um pouco.", Duration.ofHours(1)));
    }
    byte[] secret = new byte[32];
    random.nextBytes(secret);
    String token = PREFIX + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
    ApiToken made = tokens.insert(new ApiToken(0, owner.id(), text, scopes, hash(token), now, null));
    return Result.ok(new NewToken(made, token));
  }

  public List<ApiToken> of(Account owner) {
    return tokens.of(owner.id());
  }

  public Result<ApiToken> revoke(Account owner, long id) {
    if (!tokens.revoke(owner.id(), id, clock.instant())) {
      return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "token_not_found",
          "Token não encontrado (ou já revogado): " + id + "."));
    }
    uses.remove(id);
    return Result.ok(tokens.of(owner.id()).stream().filter(t -> t.id() == id).findFirst().orElseThrow());
  }

  /**
   * The account an {@code Authorization} header's bearer token speaks for: refused (unauthorized) without one, with a
   * token that is unknown or revoked, or whose account is closed; refused (too many attempts) beyond
   * {@link #USES_PER_SECOND} requests a second.
   */
  public Result<Bearer> authenticate(String authorization) {
    if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
      return unauthorized("Falta o token: envie o cabeçalho \"Authorization: Bearer <token>\".");
    }
    String text = authorization.substring(7).strip();
    Optional<ApiToken> token = text.isEmpty() ? Optional.empty() : tokens.findByHash(hash(text));
    if (token.isEmpty() || token.get().isRevoked()) return unauthorized("Token inexistente ou revogado.");
    Optional<Account> account = accounts.find(token.get().accountId()).filter(a -> !a.isClosed());
    if (account.isEmpty()) return unauthorized("A conta deste token foi encerrada.");
    FloodGuard guard = uses.computeIfAbsent(token.get().id(), id -> new FloodGuard(wallClock, USES_PER_SECOND));
    if (guard.check() != FloodGuard.Verdict.ALLOWED) {
      return Result.rejected(new Rejection(Rejection.Kind.TOO_MANY_ATTEMPTS, "rate_limited",
          "Pedidos demais com este token: no máximo " + USES_PER_SECOND + " por segundo.", Duration.ofSeconds(1)));
    }
    return Result.ok(new Bearer(token.get(), account.get()));
  }

  static String hash(String token) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
          .digest(token.getBytes(StandardCharsets.UTF_8)));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is in every JDK", e);
    }
  }

  private static <T> Result<T> invalid(String code, String message) {
    return Result.rejected(Rejection.invalid(code, message));
  }

  private static <T> Result<T> unauthorized(String message) {
    return Result.rejected(Rejection.of(Rejection.Kind.UNAUTHORIZED, "invalid_token", message));
  }
}
