package org.tabuleiro.server.http;

import io.javalin.config.RoutesConfig;

/** A part of the club that answers HTTP: it adds its routes when the server is assembled. */
public interface HttpModule {
  void addRoutes(RoutesConfig routes);
}
