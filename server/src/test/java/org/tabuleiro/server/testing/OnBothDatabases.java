package org.tabuleiro.server.testing;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs the test once on H2 and once on PostgreSQL, each on a fresh database. The test may take a
 * {@code TestDatabase.Fresh} (the empty, unmigrated database), a {@code Database} (opened) or a {@code TestServer}
 * (the whole server on a free port); these two on a copy of the JVM's migrated template ({@code
 * TestDatabase.migrated}), each test's own as well.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@TestTemplate
@ExtendWith(BothDatabases.class)
public @interface OnBothDatabases {}
