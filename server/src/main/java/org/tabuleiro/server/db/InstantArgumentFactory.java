package org.tabuleiro.server.db;

import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import org.jdbi.v3.core.argument.AbstractArgumentFactory;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.config.ConfigRegistry;

/**
 * Binds an {@link Instant} as an offset date-time in UTC: both drivers store that in a
 * {@code TIMESTAMP WITH TIME ZONE} column exactly, whatever the JVM's or the server's time zone.
 */
final class InstantArgumentFactory extends AbstractArgumentFactory<Instant> {
  InstantArgumentFactory() {
    super(Types.TIMESTAMP_WITH_TIMEZONE);
  }

  @Override
  protected Argument build(Instant value, ConfigRegistry config) {
    OffsetDateTime utc = OffsetDateTime.ofInstant(value, ZoneOffset.UTC);
    return (position, statement, ctx) -> statement.setObject(position, utc);
  }
}
