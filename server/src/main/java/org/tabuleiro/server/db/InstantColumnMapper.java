package org.tabuleiro.server.db;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import org.jdbi.v3.core.mapper.ColumnMapper;
import org.jdbi.v3.core.statement.StatementContext;

/** Reads a {@code TIMESTAMP WITH TIME ZONE} column back as an {@link Instant} (the pair of the argument factory). */
final class InstantColumnMapper implements ColumnMapper<Instant> {
  @Override
  public Instant map(ResultSet r, int columnNumber, StatementContext ctx) throws SQLException {
    OffsetDateTime value = r.getObject(columnNumber, OffsetDateTime.class);
    return value == null ? null : value.toInstant();
  }
}
