package org.tabuleiro.play;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The text notation of {@link TimeControl}: reading (lenient on spaces and case) and the canonical form. */
final class TimeControlText {
  private static final String NOTATION = "time control";
  private static final Set<String> UNLIMITED = Set.of("unlimited", "inf", "-", "∞");
  private static final BigDecimal SIXTY = BigDecimal.valueOf(60);

  private TimeControlText() {}

  static TimeControl parse(String text) {
    if (UNLIMITED.contains(text.strip().toLowerCase(Locale.ROOT))) {
      return new TimeControl.Unlimited();
    }
    TimeControlScanner in = new TimeControlScanner(NOTATION, text);
    List<Period> periods = new ArrayList<>();
    Bonus kind = null;
    char kindMark = 0;
    while (true) {
      int periodColumn = in.column();
      int moves = 0;
      int numberColumn = in.column();
      BigDecimal number = in.decimal("minutes");
      if (in.accept('/')) {
        if (number.scale() > 0 || number.signum() == 0) {
          throw in.fail(numberColumn, "moves must be a whole number above 0");
        }
        moves = number.intValueExact();
        numberColumn = in.column();
        number = in.decimal("minutes");
      }
      boolean inSeconds = in.accept('s');
      if (!inSeconds && periods.isEmpty() && moves == 0 && in.acceptLast('d')) {
        return correspondence(in, number, numberColumn);
      }
      long baseMillis = baseMillis(in, number, inSeconds, numberColumn);
      long bonusMillis = 0;
      int markColumn = in.column();
      char mark = in.atEnd() ? 0 : in.peek();
      Bonus markKind = switch (mark) {
        case '+' -> Bonus.INCREMENT;
        case 'd' -> Bonus.SIMPLE_DELAY;
        case 'b' -> Bonus.BRONSTEIN_DELAY;
        default -> null;
      };
      if (markKind != null) {
        in.accept(mark);
        if (kind != null && kind != markKind) {
          throw in.fail(markColumn, "all periods share one bonus kind: '" + mark + "' after '" + kindMark + "'");
        }
        kind = markKind;
        kindMark = mark;
        bonusMillis = in.integer("seconds") * 1000;
        in.accept('s');
      }
      if (in.accept(',')) {
        if (moves == 0) {
          throw in.fail(periodColumn, "a period followed by another needs a move count, as in 40/90");
        }
        periods.add(new Period(moves, baseMillis, bonusMillis));
        continue;
      }
      if (!in.atEnd()) {
        throw in.expected(markKind == null ? "'+', 'd', 'b', ',' or end of text" : "',' or end of text");
      }
      if (moves != 0) {
        throw in.fail(periodColumn, "the last period is for the rest of the game: no move count");
      }
      periods.add(new Period(0, baseMillis, bonusMillis));
      return new TimeControl.Timed(periods, kind == null ? Bonus.INCREMENT : kind);
    }
  }

  private static long baseMillis(TimeControlScanner in, BigDecimal number, boolean inSeconds, int column) {
    BigDecimal seconds = inSeconds ? number : number.multiply(SIXTY);
    if (seconds.signum() == 0) {
      throw in.fail(column, "the base time must be above 0 (a decimal point is '.', as in 0.5)");
    }
    if (seconds.stripTrailingZeros().scale() > 0) {
      throw in.fail(column, inSeconds ? "seconds must be a whole number"
          : "minutes must make whole seconds (0.25 = 15 s; or give seconds, as in 20s)");
    }
    return seconds.longValueExact() * 1000;
  }

  private static TimeControl correspondence(TimeControlScanner in, BigDecimal days, int column) {
    if (days.scale() > 0 || days.signum() == 0) {
      throw in.fail(column, "days per move must be a whole number above 0");
    }
    return new TimeControl.Correspondence(days.intValueExact());
  }

  /**
   * The canonical text: a base as minutes when it is a multiple of 15 s ({@code 0.25}, {@code 90}), else as
   * seconds ({@code 20s}); a bonus when it is not 0, or always for a single period ({@code 10+0}, as lichess).
   */
  static String print(TimeControl.Timed control) {
    char mark = switch (control.bonus()) {
      case INCREMENT -> '+';
      case SIMPLE_DELAY -> 'd';
      case BRONSTEIN_DELAY -> 'b';
    };
    boolean single = control.periods().size() == 1;
    StringBuilder out = new StringBuilder();
    for (Period p : control.periods()) {
      if (!out.isEmpty()) {
        out.append(',');
      }
      if (p.moves() > 0) {
        out.append(p.moves()).append('/');
      }
      long seconds = p.baseMillis() / 1000;
      if (seconds % 15 == 0) {
        out.append(BigDecimal.valueOf(seconds).divide(SIXTY).stripTrailingZeros().toPlainString());
      } else {
        out.append(seconds).append('s');
      }
      if (single || p.bonusMillis() != 0) {
        out.append(mark).append(p.bonusMillis() / 1000);
      }
    }
    return out.toString();
  }
}
