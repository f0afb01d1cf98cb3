package org.tabuleiro.rules.format.pgn;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.Fen;

/**
 * PGN export format with the moves checked and written in canonical SAN (PGN standard 8.2.3): whatever the
 * import text said ({@code 0-0}, {@code d7d8B}, {@code exd6 e.p.}, a missing "+"), the export says
 * {@code O-O}, {@code d8=B}, {@code exd6}, {@code Qh5+}. Comments (with their {@code [%clk]} commands), NAGs
 * and variations are kept. Layout (Seven Tag Roster first, 80 columns) is {@link PgnWriter}'s.
 */
public final class PgnExport {
  private PgnExport() {}

  /**
   * A game played through {@link History}: its moves in SAN, with SetUp/FEN tags when it did not start from
   * the standard position. {@code tags} may hold any tags; Result is set from {@code result}.
   */
  public static String write(History history, List<PgnTag> tags, String result) {
    List<PgnTag> all = new ArrayList<>();
    for (PgnTag t : tags) {
      if (!t.name().equals("Result") && !t.name().equals("SetUp") && !t.name().equals("FEN")) all.add(t);
    }
    all.add(new PgnTag("Result", result));
    Position start = history.initialPosition();
    if (!start.equals(Position.initial())) {
      all.add(new PgnTag("SetUp", "1"));
      all.add(new PgnTag("FEN", Fen.write(start)));
    }
    List<PgnNode> line = new ArrayList<>();
    Position p = start;
    for (Move m : history.moves()) {
      line.add(PgnNode.of(San.write(p, m, Language.ENGLISH)));
      p = p.play(m);
    }
    return PgnWriter.write(new PgnGame(all, null, line, result));
  }

  /**
   * Re-writes a game as a {@link PgnGameBuilder} read it, every move of the main line and of the variations
   * replayed and written in canonical English SAN.
   *
   * @param language the piece letters of the text that was read
   * @throws IllegalArgumentException naming the first move that is illegal or unreadable
   */
  public static String normalize(PgnGame game, Language language) {
    Position start = game.tag("FEN").map(Fen::read).orElse(Position.initial());
    List<PgnNode> line = replay(start, game.mainLine(), language);
    return PgnWriter.write(new PgnGame(game.tags(), game.initialComment(), line, game.result()));
  }

  private static List<PgnNode> replay(Position start, List<PgnNode> nodes, Language language) {
    List<PgnNode> out = new ArrayList<>(nodes.size());
    Position p = start;
    for (PgnNode node : nodes) {
      Move move = San.parse(p, node.san(), language);
      List<List<PgnNode>> variations = new ArrayList<>(node.variations().size());
      for (List<PgnNode> variation : node.variations()) variations.add(replay(p, variation, language));
      out.add(new PgnNode(San.write(p, move, Language.ENGLISH), node.commentsBefore(), node.nags(),
          node.commentsAfter(), variations));
      p = move.isNull() ? p.playNull() : p.play(move);
    }
    return out;
  }
}
