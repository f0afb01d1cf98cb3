package org.tabuleiro.server.config;

/** A setting has a value the server cannot use; the message names the setting and where it came from. */
public final class ConfigException extends RuntimeException {
  public ConfigException(String message) {
    super(message);
  }
}
