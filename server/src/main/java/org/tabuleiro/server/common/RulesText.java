package org.tabuleiro.server.common;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tabuleiro.rules.chess.FenException;
import org.tabuleiro.rules.common.MoveTextException;
import org.tabuleiro.rules.draughts.PdnFenException;

/**
 * The errors of {@code rules} (English, for programmers: "illegal move 'Ke3' in rnbqkbnr/...") in the server's
 * Portuguese, for the pages: a FEN by its field and column, a move by its kind (unreadable, illegal, ambiguous,
 * castling, promotion), a PGN or PDN problem by what it is. Words common to Brazil and Portugal only (linha, coluna,
 * lance), so the same text serves both. A detail with no Portuguese here is left out, never shown in English.
 */
public final class RulesText {
  private RulesText() {}

  /** The FEN fields as rules names them. */
  private static final Map<String, String> FEN_FIELDS = Map.of(
      "text", "o texto", "piece placement", "a posição das peças", "side to move", "o lado a jogar",
      "castling", "o roque", "en passant", "a casa de en passant", "halfmove clock", "o contador de meios-lances",
      "fullmove number", "o número do lance", "position", "a posição");

  /** What the FEN's messages say, as patterns (rules' Fen and FenValidator) and their Portuguese. */
  private static final List<Map.Entry<Pattern, String>> FEN_DETAILS = List.of(
      rule("no FEN given|empty FEN", "o FEN está vazio"),
      rule("expected 6 fields \\(or 4 for EPD\\), found (\\d+).*", "são esperados 6 campos (ou 4), há $1"),
      rule("rank (\\d+) has (\\d+) squares, not 8", "a linha $1 tem $2 casas, não 8"),
      rule("more than 8 ranks", "mais de 8 linhas"),
      rule("rank (\\d+) has more than 8 squares", "a linha $1 tem mais de 8 casas"),
      rule("'(.)' is no piece letter.*", "\"$1\" não é a letra de uma peça (KQRBNP, kqrbnp)"),
      rule("only (\\d+) ranks, expected 8", "só $1 linhas, e não 8"),
      rule("'(.*)' is neither 'w' nor 'b'", "\"$1\" não é w (brancas) nem b (pretas)"),
      rule("'(.)' is not one of K, Q, k, q or -", "\"$1\" não é K, Q, k, q nem -"),
      rule("'(.)' given twice", "\"$1\" aparece duas vezes"),
      rule("'(.*)' is neither a square nor '-'", "\"$1\" não é uma casa nem -"),
      rule("square (\\S+) must be on rank (\\d+).*", "a casa $1 deveria estar na linha $2"),
      rule(".*is not a digit", "não é um número"),
      rule("'(.*)' is too large", "\"$1\" é grande demais"),
      rule("must be at least (\\d+), not (-?\\d+)", "deve ser pelo menos $1, não $2"),
      rule("(White|Black) has (\\d+) kings, must have exactly 1", "as $1 têm $2 reis; devem ter exatamente 1"),
      rule("(White|Black) is in check but it is not their move", "o rei das $1 está em xeque, mas a vez é das outras"),
      rule("a pawn stands on the first or last rank", "há um peão na primeira ou na última linha"),
      rule("(White|Black) has more than 16 pieces", "as $1 têm mais de 16 peças"),
      rule("(White|Black) has more than 8 pawns", "as $1 têm mais de 8 peões"),
      rule("the king is in check from more than two pieces", "o rei está em xeque de mais de duas peças"),
      rule("impossible double check", "xeque duplo impossível"),
      rule("the check cannot come from the last double pawn step", "o xeque não pode vir do último avanço duplo de peão"));

  private static Map.Entry<Pattern, String> rule(String english, String portuguese) {
    return Map.entry(Pattern.compile(english), portuguese);
  }

  /** A FEN that cannot be read: "a posição das peças, coluna 9: a linha 8 tem 9 casas, não 8". */
  public static String fen(FenException e) {
    String detail = e.getMessage().replaceFirst("^FEN [^:]*: ", "");
    String where = FEN_FIELDS.getOrDefault(e.field(), "o FEN") + (e.column() > 0 ? ", coluna " + e.column() : "");
    String said = fenDetail(detail);
    return said == null ? where + " está errado" : where + ": " + said;
  }

  private static String fenDetail(String detail) {
    for (var r : FEN_DETAILS) {
      Matcher m = r.getKey().matcher(detail);
      if (m.matches()) {
        return m.replaceFirst(r.getValue()).replace("White", "brancas").replace("Black", "pretas");
      }
    }
    return null;
  }

  /** A draughts FEN (PDN) that cannot be read: its column when rules gives one. */
  public static String pdnFen(PdnFenException e) {
    return "o FEN de damas está errado" + (e.column() > 0 ? " na coluna " + e.column() : "");
  }

  /**
   * A move that names no legal move, by its kind: any of rules' move exceptions (SAN, UCI, PDN) or the message of a
   * PDN replay's error. Never the English message itself.
   */
  public static String move(RuntimeException e) {
    if (e instanceof MoveTextException m) {
      return switch (m.reason()) {
        case UNREADABLE -> "lance ilegível";
        case AMBIGUOUS -> "lance ambíguo: diga de que casa sai a peça";
        case ILLEGAL -> moveMessage(e.getMessage());
      };
    }
    if (e instanceof FenException f) return fen(f);
    if (e instanceof PdnFenException f) return pdnFen(f);
    return moveMessage(String.valueOf(e.getMessage()));
  }

  private static final Pattern PDN_ILLEGAL = Pattern.compile("illegal move (\\S+) at \\d+:(\\d+) \\((.*)\\) in .*");
  private static final Pattern PDN_AMBIGUOUS = Pattern.compile("ambiguous move (\\S+) \\(.*");

  /**
   * A PDN replay's error (rules' PdnError), keeping what the reader needs to find it: the move as the file wrote it,
   * its column and what the position wanted ("as brancas devem capturar: 28x19"); others as {@link #moveMessage}.
   */
  public static String pdnMove(String english) {
    Matcher m = PDN_ILLEGAL.matcher(english);
    if (m.matches()) return "lance \"" + m.group(1) + "\" (coluna " + m.group(2) + ") ilegal: " + pdnHint(m.group(3));
    m = PDN_AMBIGUOUS.matcher(english);
    if (m.matches()) return "lance \"" + m.group(1) + "\" ambíguo: escreva a casa de cada peça capturada";
    return moveMessage(english);
  }

  private static String pdnHint(String hint) {
    String side = hint.startsWith("white") || hint.endsWith("white") ? "as brancas" : "as pretas";
    if (hint.contains(" must capture: ")) return side + " devem capturar: " + hint.substring(hint.indexOf(": ") + 2);
    if (hint.contains("has no legal move")) return side + " não têm lance legal";
    return "não é um lance legal para " + side + " nesta posição";
  }

  /** A move's error from its English message (SanException, a PDN replay's error). */
  public static String moveMessage(String english) {
    String m = english.toLowerCase(java.util.Locale.ROOT);
    if (m.contains("promotion")) return "lance ilegal: o peão que chega à última linha deve dizer a peça da promoção";
    if (m.startsWith("ambiguous")) return "lance ambíguo: diga de que casa sai a peça";
    if (m.startsWith("illegal castling")) return "roque impossível nesta posição";
    if (m.startsWith("null move")) return "lance nulo com o rei em xeque";
    if (m.startsWith("empty move")) return "lance vazio";
    if (m.startsWith("cannot read") || m.contains("unreadable") || m.startsWith("unknown")) return "lance ilegível";
    if (m.startsWith("too many ways")) return "há caminhos demais para ler os lances da partida";
    if (m.startsWith("fen")) return "o FEN está errado";
    return "lance ilegal nesta posição";
  }

  /** A problem of a PGN or PDN text (rules' PgnError, a PDN game's problem), by what it is. */
  public static String text(String english) {
    String m = english.toLowerCase(java.util.Locale.ROOT);
    if (m.contains("without matching")) return "parêntese fechado sem o que o abre";
    if (m.contains("missing ']'")) return "falta o ] de uma etiqueta";
    if (m.contains("unterminated value") || m.contains("escaped quote")) return "o valor de uma etiqueta não termina";
    if (m.startsWith("not a tag pair")) return "uma etiqueta ilegível";
    if (m.startsWith("bad nag") || m.startsWith("unknown annotation")) return "uma anotação desconhecida";
    if (m.startsWith("termination marker")) return "um resultado fora do lugar";
    if (m.startsWith("unknown token") || m.startsWith("unexpected")) return "um texto que não é um lance";
    return "um texto ilegível";
  }

  /** How a chess game ended by the rules (rules' Status key), in words: "xeque-mate". */
  public static String ending(String statusKey) {
    return switch (statusKey) {
      case "checkmate" -> "xeque-mate";
      case "stalemate" -> "afogamento";
      case "insufficient_material" -> "material insuficiente";
      case "seventyfive_moves" -> "75 lances sem captura nem movimento de peão";
      case "fivefold_repetition" -> "posição repetida cinco vezes";
      default -> "fim do jogo";
    };
  }
}
