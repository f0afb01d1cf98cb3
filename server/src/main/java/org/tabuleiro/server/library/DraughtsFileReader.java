package org.tabuleiro.server.library;

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
  private final DecodingReader text;
  private final PdnReader reader;
  private final Variant variant;
  private String carried = "";
  private int number;

  DraughtsFileReader(InputStream in, Variant variant) {
    this.text = new DecodingReader(in);
    this.reader = new PdnReader(text);
    this.variant = variant;
  }

  @Override
  public ParsedGame next() {
    PdnGame game = reader.next();
    if (game == null) return null;
    number++;
    String raw = carried + text.taken();
    carried = "";
    if (raw.endsWith("[")) {   // the next game's tag section, peeked to end this one
      carried = "[";
      raw = raw.substring(0, raw.length() - 1);
    }
    PdnReplay.Result r = PdnReplay.replay(game, variant);
    if (!r.isClean()) {
      return new ParsedGame.Refused(number, r.error().line() > 0 ? r.error().line() : game.line(),
          (r.error().ply() > 0 ? "lance " + r.error().ply() + ": " : "") + r.error().message());
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
    return new ParsedGame.Playable(number, game.line(), tags, raw.strip() + "\n", keys, moves, moves, result);
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
