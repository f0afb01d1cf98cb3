package org.tabuleiro.server.lichess.token;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jdbi.v3.core.Jdbi;

/** {@link TokenRepository} on the {@code api_tokens} table. */
public final class JdbiTokenRepository implements TokenRepository {
  private static final String COLUMNS =
      "id, account_id, description, scopes, token_hash, created_at, revoked_at";
  private final Jdbi jdbi;

  public JdbiTokenRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public ApiToken insert(ApiToken t) {
    long id = jdbi.withHandle(h -> h.createUpdate("""
            INSERT INTO api_tokens (account_id, description, scopes, token_hash, created_at)
            VALUES (:account, :description, :scopes, :hash, :createdAt)""")
        .bind("account", t.accountId())
        .bind("description", t.description())
        .bind("scopes", t.scopes().stream().map(TokenScope::key).sorted().collect(Collectors.joining(" ")))
        .bind("hash", t.tokenHash())
        .bind("createdAt", t.createdAt())
        .executeAndReturnGeneratedKeys("id")
        .mapTo(Long.class)
        .one());
    return new ApiToken(id, t.accountId(), t.description(), t.scopes(), t.tokenHash(), t.createdAt(), null);
  }

  @Override
  public Optional<ApiToken> findByHash(String tokenHash) {
    return jdbi.withHandle(h -> h.createQuery("SELECT " + COLUMNS + " FROM api_tokens WHERE token_hash = :hash")
        .bind("hash", tokenHash)
        .map((rs, ctx) -> row(rs))
        .findOne());
  }

  @Override
  public List<ApiToken> of(long accountId) {
    return jdbi.withHandle(h -> h.createQuery("SELECT " + COLUMNS
            + " FROM api_tokens WHERE account_id = :account ORDER BY id DESC")
        .bind("account", accountId)
        .map((rs, ctx) -> row(rs))
        .list());
  }

  @Override
  public int countMadeSince(long accountId, Instant since) {
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT COUNT(*) FROM api_tokens WHERE account_id = :account AND created_at >= :since")
        .bind("account", accountId)
        .bind("since", since)
        .mapTo(Integer.class)
        .one());
  }

  @Override
  public boolean revoke(long accountId, long id, Instant at) {
    return jdbi.withHandle(h -> h.createUpdate("""
            UPDATE api_tokens SET revoked_at = :at
            WHERE id = :id AND account_id = :account AND revoked_at IS NULL""")
        .bind("at", at)
        .bind("id", id)
        .bind("account", accountId)
        .execute()) == 1;
  }

  private static ApiToken row(ResultSet rs) throws SQLException {
    OffsetDateTime revoked = rs.getObject("revoked_at", OffsetDateTime.class);
    return new ApiToken(rs.getLong("id"), rs.getLong("account_id"), rs.getString("description"),
        Arrays.stream(rs.getString("scopes").split(" ")).filter(s -> !s.isEmpty())
            .flatMap(s -> TokenScope.byKey(s).stream()).collect(Collectors.toSet()),
        rs.getString("token_hash"), rs.getObject("created_at", OffsetDateTime.class).toInstant(),
        revoked == null ? null : revoked.toInstant());
  }
}
