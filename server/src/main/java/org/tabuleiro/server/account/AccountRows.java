package org.tabuleiro.server.account;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.StatementContext;

/** The mapping between an {@link Account} and its row in {@code accounts}. */
final class AccountRows implements RowMapper<Account> {
  static final String COLUMNS =
      "id, username, display_name, country, club, birth_year, gender, roles, created_at, email, language";

  @Override
  public Account map(ResultSet rs, StatementContext ctx) throws SQLException {
    int birthYear = rs.getInt("birth_year");
    Integer year = rs.wasNull() ? null : birthYear;
    String gender = rs.getString("gender");
    Profile profile = new Profile(rs.getString("display_name"), rs.getString("country"), rs.getString("club"), year,
        gender == null ? null : Gender.parse(gender).orElse(null));
    Instant created = rs.getObject("created_at", OffsetDateTime.class).toInstant();
    return new Account(rs.getLong("id"), rs.getString("username"), profile, parseRoles(rs.getString("roles")), created,
        rs.getString("email"), rs.getString("language"));
  }

  /** Stored as ids in enum order, comma-separated: "player,admin". */
  static String formatRoles(Set<Role> roles) {
    return roles.isEmpty() ? "" : EnumSet.copyOf(roles).stream().map(Role::id).collect(Collectors.joining(","));
  }

  // An id this version does not know (written by a newer one) is skipped rather than failing the whole account.
  static Set<Role> parseRoles(String text) {
    EnumSet<Role> roles = EnumSet.noneOf(Role.class);
    Arrays.stream(text.split(",")).filter(s -> !s.isBlank()).forEach(s -> Role.parse(s).ifPresent(roles::add));
    return roles;
  }
}
