/**
 * The club server: HTTP and WebSocket routes (Javalin), storage (Jdbi, Flyway; H2 or PostgreSQL), configuration
 * and the wiring of every part of the club ({@code TabuleiroServer}).
 *
 * <p>Exported: what the command line and the load benchmark start and administer the server with. Every other
 * package is the server's own. The jars run on the class path ({@code ./tabuleiro}); this descriptor is what
 * javac checks the packages' use against.
 */
@SuppressWarnings({"module", "requires-automatic"})   // the benchmark is built after this; Jdbi, Flyway, H2,
                                                       // nbvcxz, Lettuce have automatic module names only
module org.tabuleiro.server {
  requires org.tabuleiro.rules;
  requires org.tabuleiro.play;
  requires org.tabuleiro.tournament;
  requires org.tabuleiro.engine;

  requires java.sql;
  requires java.management;
  requires io.javalin;
  requires org.eclipse.jetty.io;
  requires org.eclipse.jetty.websocket.common;
  requires jakarta.servlet;
  requires com.fasterxml.jackson.databind;
  requires org.jdbi.v3.core;
  requires com.zaxxer.hikari;
  requires flyway.core;   // no module name of its own: the name its jar's file gives
  requires com.h2database;
  requires org.postgresql.jdbc;
  requires org.slf4j;
  requires org.bouncycastle.provider;
  requires me.gosimple.nbvcxz;
  requires org.apache.commons.csv;
  requires org.dhatim.fastexcel.reader;
  requires org.dhatim.fastexcel;
  requires jakarta.mail;
  requires lettuce.core;

  exports org.tabuleiro.server;
  exports org.tabuleiro.server.config;
  exports org.tabuleiro.server.db;
  exports org.tabuleiro.server.account;
  exports org.tabuleiro.server.admin;
  exports org.tabuleiro.server.common;
  exports org.tabuleiro.server.auth to org.tabuleiro.bench;
}
