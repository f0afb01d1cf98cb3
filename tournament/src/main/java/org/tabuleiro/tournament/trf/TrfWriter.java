package org.tabuleiro.tournament.trf;

/** Writes a {@link Trf} back to text: its lines verbatim, each with its own terminator. */
public final class TrfWriter {
  private TrfWriter() {}

  /** The text of the file. For a file read by {@link TrfReader}, {@code write(read(x)).equals(x)}. */
  public static String write(Trf trf) {
    StringBuilder b = new StringBuilder();
    for (TrfLine line : trf.lines()) b.append(line.text()).append(line.terminator());
    return b.toString();
  }
}
