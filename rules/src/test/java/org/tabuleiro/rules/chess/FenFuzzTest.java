package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.TestData.PerftLine;
import org.tabuleiro.rules.chess.TestData.TsvRow;

/**
 * Whatever text comes in, the readers either return a position or throw {@link FenException}: never another
 * exception. A position that is read writes a FEN that reads back to the same FEN (and the same key), and the
 * move generator can work with it. Inputs: random printable strings, random strings over the FEN alphabet in
 * six fields, and random mutations of the valid FENs of the shared data (fixed seed).
 */
class FenFuzzTest {
  private static final long SEED = 20_000L;
  private static final int INPUTS = 20_000;
  private static final String FEN_ALPHABET = "pnbrqkPNBRQK12345678/ wb-KQkqabcdefgh0123456789";

  @Test
  void everyInputParsesOrFailsWithAFenExceptionAndParsedOnesRoundTrip() {
    List<String> valid = validFens();
    SplittableRandom random = new SplittableRandom(SEED);
    List<String> failures = new ArrayList<>();
    int parsed = 0;
    for (int i = 0; i < INPUTS; i++) {
      String input = switch (i % 4) {
        case 0 -> randomPrintable(random);
        case 1 -> randomFenLike(random);
        default -> mutate(valid.get(random.nextInt(valid.size())), random);
      };
      String failure = check(input);
      if (failure == null) continue;
      if (failure.isEmpty()) parsed++;
      else failures.add(failure);
    }
    assertTrue(failures.isEmpty(), failures.size() + " failures, first ones:\n" + String.join("\n", failures.subList(0, Math.min(10, failures.size()))));
    assertTrue(parsed > 1000, "the mutations should keep many inputs readable, but only " + parsed + " were");
  }

  /** null when the input is refused properly, "" when it is read and round-trips, else what went wrong. */
  private static String check(String input) {
    Position lenient;
    try {
      lenient = Fen.readLenient(input);
    } catch (FenException e) {
      return strictAlsoRefuses(input);
    } catch (RuntimeException | StackOverflowError e) {
      return "readLenient(" + quote(input) + ") threw " + e;
    }
    try {
      String written = Fen.write(lenient);
      Position again = Fen.readLenient(written);
      if (!Fen.write(again).equals(written)) return "round trip of " + quote(input) + ": " + written + " -> " + Fen.write(again);
      if (again.zobristKey() != lenient.zobristKey()) return "key changed in the round trip of " + quote(input);
      lenient.legalMoves();
      lenient.isCheckmate();
      lenient.isStalemate();
      lenient.repetitionKey();
      Fen.write(lenient, true);
    } catch (RuntimeException e) {
      return "after reading " + quote(input) + ": " + e;
    }
    try {
      Position strict = Fen.read(input);
      String written = Fen.write(strict);
      if (!Fen.write(Fen.read(written)).equals(written)) return "strict round trip of " + quote(input);
    } catch (FenException e) {
      // strict may refuse what lenient accepts
    } catch (RuntimeException e) {
      return "read(" + quote(input) + ") threw " + e;
    }
    return "";
  }

  private static String strictAlsoRefuses(String input) {
    try {
      Fen.read(input);
      return "strict accepted what lenient refused: " + quote(input);
    } catch (FenException e) {
      return null;
    } catch (RuntimeException e) {
      return "read(" + quote(input) + ") threw " + e;
    }
  }

  private static List<String> validFens() {
    List<String> fens = new ArrayList<>();
    for (PerftLine line : TestData.perftLines()) fens.add(line.fen());
    for (TsvRow row : TestData.chessTsv("san.tsv")) fens.add(row.column(0));
    return fens;
  }

  private static String randomPrintable(SplittableRandom random) {
    int length = random.nextInt(100);
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) sb.append((char) (32 + random.nextInt(95)));
    return sb.toString();
  }

  private static String randomFenLike(SplittableRandom random) {
    StringBuilder sb = new StringBuilder();
    int fields = random.nextInt(10) < 8 ? 6 : 1 + random.nextInt(7);
    for (int f = 0; f < fields; f++) {
      if (f > 0) sb.append(' ');
      int length = 1 + random.nextInt(f == 0 ? 60 : 4);
      for (int i = 0; i < length; i++) sb.append(FEN_ALPHABET.charAt(random.nextInt(FEN_ALPHABET.length())));
    }
    return sb.toString();
  }

  private static String mutate(String fen, SplittableRandom random) {
    StringBuilder sb = new StringBuilder(fen);
    int mutations = 1 + random.nextInt(3);
    for (int m = 0; m < mutations && sb.length() > 0; m++) {
      int at = random.nextInt(sb.length());
      char c = random.nextInt(4) == 0 ? (char) (32 + random.nextInt(95)) : FEN_ALPHABET.charAt(random.nextInt(FEN_ALPHABET.length()));
      switch (random.nextInt(7)) {
        case 0 -> sb.setCharAt(at, c);
        case 5, 6 -> {
          // Keeps the structure: a piece letter becomes another piece, or a field letter another field letter.
          if (Character.isLetter(sb.charAt(at))) sb.setCharAt(at, "pnbrqkPNBRQKwbKQkq".charAt(random.nextInt(18)));
        }
        case 1 -> sb.insert(at, c);
        case 2 -> sb.deleteCharAt(at);
        case 3 -> {
          int other = random.nextInt(sb.length());
          char a = sb.charAt(at);
          sb.setCharAt(at, sb.charAt(other));
          sb.setCharAt(other, a);
        }
        default -> {
          // Large numbers and unusual digits in the clocks.
          String[] fields = sb.toString().split(" ");
          if (fields.length == 6) {
            fields[4 + random.nextInt(2)] = switch (random.nextInt(4)) {
              case 0 -> "999999";
              case 1 -> "1000000";
              case 2 -> "99999999999999999999";
              default -> "\u0663";
            };
          }
          sb.setLength(0);
          sb.append(String.join(" ", fields));
        }
      }
    }
    return sb.toString();
  }

  private static String quote(String s) {
    StringBuilder sb = new StringBuilder("\"");
    for (char c : s.toCharArray()) {
      if (c >= 32 && c < 127 && c != '"' && c != '\\') sb.append(c);
      else sb.append(String.format("\\u%04x", (int) c));
    }
    return sb.append('"').toString();
  }
}
