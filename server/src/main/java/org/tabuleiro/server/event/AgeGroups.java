package org.tabuleiro.server.event;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Age-group schemes: the school-sport preset of a season, and where a pupil belongs in a scheme. Pure functions.
 *
 * <p>A pupil is placed by birth year and school cycle. When the cycle is not known (a list without one, an adult in
 * an open event) it is taken as the cycle usual for the pupil's age ({@link SchoolCycle#usualFor}), so a scheme that
 * tells cycles apart still places everyone with a birth year.
 */
public final class AgeGroups {
  private AgeGroups() {}

  /**
   * Desporto Escolar's two tables for the season that starts in {@code season} (2022: 2022/2023), shifted by one a
   * season: the 1st cycle's, Sub 8 (born {@code season−7} and later) and Sub 10 ({@code season−8} and earlier); and the
   * 2nd/3rd cycles' and secondary school's, Infantis 1 ({@code season−10} and later), Infantis
   * ({@code season−12}-{@code season−11}), Iniciados, Juvenis (two years each) and Juniores/Seniores
   * ({@code season−17} and earlier). Each pupil is in exactly one group.
   */
  public static List<EventCategory> schoolSport(int season) {
    Set<SchoolCycle> first = EnumSet.of(SchoolCycle.FIRST);
    Set<SchoolCycle> later = EnumSet.of(SchoolCycle.SECOND, SchoolCycle.THIRD, SchoolCycle.SECONDARY);
    return List.of(
        new EventCategory("Sub 8", season - 7, null, first),
        new EventCategory("Sub 10", null, season - 8, first),
        new EventCategory("Infantis 1", season - 10, null, later),
        new EventCategory("Infantis", season - 12, season - 11, later),
        new EventCategory("Iniciados", season - 14, season - 13, later),
        new EventCategory("Juvenis", season - 16, season - 15, later),
        new EventCategory("Juniores/Seniores", null, season - 17, later));
  }

  /** Where a pupil lands, or why nowhere. */
  public sealed interface Placement {
    /**
     * In exactly one group.
     *
     * @param cycle the cycle the placement used
     * @param cycleAssumed the pupil's cycle was not known: {@code cycle} is the usual one for the age
     */
    record Placed(EventCategory group, SchoolCycle cycle, boolean cycleAssumed) implements Placement {}

    /** No birth year: in no group, and not refused (an open event's players need none). */
    record NoBirthYear() implements Placement {}

    /** A refusal: no group, or more than one (then {@code groups} names them), said in Portuguese. */
    record Refused(List<EventCategory> groups, String message) implements Placement {
      public Refused {
        groups = List.copyOf(groups);
      }
    }
  }

  /**
   * The one group of {@code scheme} for a pupil born in {@code birthYear} in {@code cycle} (null: not known, the
   * usual one for the age in {@code season} is taken), or the refusal when no group or several fit.
   */
  public static Placement place(List<EventCategory> scheme, Integer birthYear, SchoolCycle cycle, int season) {
    if (birthYear == null) return new Placement.NoBirthYear();
    boolean assumed = cycle == null;
    SchoolCycle c = assumed ? SchoolCycle.usualFor(season - birthYear) : cycle;
    List<EventCategory> fit = new ArrayList<>();
    for (EventCategory g : scheme) if (g.includes(birthYear) && g.isFor(c)) fit.add(g);
    if (fit.size() == 1) return new Placement.Placed(fit.get(0), c, assumed);
    String who = "quem nasceu em " + birthYear + " no " + c.label() + (assumed ? " (o ciclo usual nessa idade: a lista não diz o ciclo)" : "");
    if (fit.isEmpty()) {
      return new Placement.Refused(fit, who + " não cabe em nenhuma categoria do torneio (" + describe(scheme) + ")");
    }
    return new Placement.Refused(fit, who + " cabe em " + fit.size() + " categorias, "
        + fit.stream().map(EventCategory::name).collect(Collectors.joining(" e ")) + ": cada aluno é de uma só categoria");
  }

  /**
   * The group a registered player counts in: the one {@link #place} gives; when several fit (players registered
   * before schemes were checked) the first of them in the scheme's order, so nobody counts twice.
   */
  public static Optional<EventCategory> groupOf(List<EventCategory> scheme, Integer birthYear, SchoolCycle cycle, int season) {
    if (birthYear == null) return Optional.empty();
    SchoolCycle c = cycle == null ? SchoolCycle.usualFor(season - birthYear) : cycle;
    return scheme.stream().filter(g -> g.includes(birthYear) && g.isFor(c)).findFirst();
  }

  /** The groups in words: "Sub 8: 2015 e depois, 1º ciclo; ...". */
  public static String describe(List<EventCategory> scheme) {
    return scheme.stream().map(AgeGroups::describe).collect(Collectors.joining("; "));
  }

  /** One group in words: "Infantis: 2010-2011, 2º ciclo, 3º ciclo, secundário". */
  public static String describe(EventCategory g) {
    String years = g.fromYear() == null && g.toYear() == null ? "qualquer ano"
        : g.fromYear() == null ? g.toYear() + " e antes"
        : g.toYear() == null ? g.fromYear() + " e depois"
        : g.fromYear().equals(g.toYear()) ? g.fromYear().toString() : g.fromYear() + "-" + g.toYear();
    String cycles = g.cyclesInOrder().stream().map(SchoolCycle::label).collect(Collectors.joining(", "));
    return g.name() + ": " + years + (cycles.isEmpty() ? "" : ", " + cycles);
  }
}
