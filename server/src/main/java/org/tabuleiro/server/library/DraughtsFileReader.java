package org.tabuleiro.server.library;

import org.tabuleiro.server.common.RulesText;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnGame;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;
import org.tabuleiro.rules.format.pdn.PdnTag;

/**
 * Reads a PDN file game by game with the rules module's {@link PdnReader} and {@link PdnReplay}; each game's own
 * text (comments and variations as written) is kept as it is in the file.
 */
final class DraughtsFileReader implements GameFileReader {
  /**
   * The most characters one game may have, from its first to its marker (the importer stores none longer): past it
   * the game is refused and the rest of it skipped, so a file of one endless game or line is read in bounded memory.
   */
  static final int MAX_GAME_CHARS = ChessFileReader.MAX_GAME_CHARS;

  private final PdnReader reader;
  private final Variant variant;
  private int number;
  private boolean skipping;

  DraughtsFileReader(InputStream in, Variant variant) {
    this.reader = new PdnReader(new DecodingReader(in), MAX_GAME_CHARS);
    this.variant = variant;
  }

  @Override
  public void skipping(boolean on) {
    skipping = on;
  }

  @Override
  public ParsedGame next() {
    PdnGame game = reader.next();
    if (game == null) return null;
    number++;
    if (game.tooLong()) {
      return new ParsedGame.Refused(number, game.line(), "o jogo tem mais de "
          + String.format(java.util.Locale.ROOT, "%,d", MAX_GAME_CHARS).replace(',', '.')
          + " caracteres de etiquetas, lances e comentários; o resto dele foi ignorado");
    }
    if (skipping) {   // the reader found the game's end by itself: the replay decides nothing about the next
      return new ParsedGame.Playable(number, game.line(), Map.of(), "", new long[0], List.of(), List.of(), "*");
    }
    PdnReplay.Result r = PdnReplay.replay(game, variant);
    if (!r.isClean()) {
      return new ParsedGame.Refused(number, r.error().line() > 0 ? r.error().line() : game.line(),
          (r.error().ply() > 0 ? "lance " + r.error().ply() + ": " : "") + RulesText.pdnMove(r.error().message()));
    }
    Map<String, String> tags = new LinkedHashMap<>();
    for (PdnTag t : game.tags()) tags.putIfAbsent(t.name(), t.value());
    long[] keys = new long[r.moves().size() + 1];
    List<String> moves = new ArrayList<>(r.moves().size());
    DraughtsPosition p = r.start();
    keys[0] = PositionKey.of(p);
    int i = 0;
    for (DraughtsMove m : r.moves()) {
      moves.add(PdnMoves.write(p, m));
      p = p.play(m);
      keys[++i] = PositionKey.of(p);
    }
    String result = game.result() != null ? game.result() : tags.getOrDefault("Result", "*");
    return new ParsedGame.Playable(number, game.line(), tags, game.text() + "\n", keys, moves, moves, result);
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
