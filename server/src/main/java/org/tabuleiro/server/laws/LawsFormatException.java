package org.tabuleiro.server.laws;

/** A rule book under {@code laws/} that does not follow {@link LawsParser}'s format: a bug in the resource. */
public final class LawsFormatException extends IllegalStateException {
  public LawsFormatException(String document, int line, String message) {
    super("laws/" + document + ".md, line " + line + ": " + message);
  }
}
