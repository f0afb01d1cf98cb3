package org.tabuleiro.rules.common;

/**
 * A move text that names no legal move of its position: unreadable, illegal there, or ambiguous. The message
 * names the text and the position (its FEN), and {@link #reason()} says which of the three it is, so that a
 * caller that accepts two notations can try the other one when the text is not of this one.
 */
public class MoveTextException extends IllegalArgumentException {
  public enum Reason { UNREADABLE, ILLEGAL, AMBIGUOUS }

  private final Reason reason;
  private final String text;
  private final String fen;

  public MoveTextException(Reason reason, String text, String fen, String message) {
    super(message);
    this.reason = reason;
    this.text = text;
    this.fen = fen;
  }

  public Reason reason() {
    return reason;
  }

  /** The move text as it was given. */
  public String text() {
    return text;
  }

  /** The position's FEN (PDN FEN for draughts). */
  public String fen() {
    return fen;
  }
}
