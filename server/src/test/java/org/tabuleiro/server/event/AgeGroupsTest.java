package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.event.AgeGroups.Placement;

/** The school-sport regulation's age groups, and where a pupil lands in a scheme. */
class AgeGroupsTest {
  private static final Set<SchoolCycle> LATER = EnumSet.of(SchoolCycle.SECOND, SchoolCycle.THIRD, SchoolCycle.SECONDARY);

  private static String group(int season, int birthYear, SchoolCycle cycle) {
    Placement p = AgeGroups.place(AgeGroups.schoolSport(season), birthYear, cycle, season);
    return assertInstanceOf(Placement.Placed.class, p, () -> birthYear + " " + cycle + ": " + p).group().name();
  }

  @Test
  void theSeason2022HasTheRegulationsTwoTables() {
    assertEquals(List.of(
            new EventCategory("Sub 8", 2015, null, Set.of(SchoolCycle.FIRST)),
            new EventCategory("Sub 10", null, 2014, Set.of(SchoolCycle.FIRST)),
            new EventCategory("Infantis 1", 2012, null, LATER),
            new EventCategory("Infantis", 2010, 2011, LATER),
            new EventCategory("Iniciados", 2008, 2009, LATER),
            new EventCategory("Juvenis", 2006, 2007, LATER),
            new EventCategory("Juniores/Seniores", null, 2005, LATER)),
        AgeGroups.schoolSport(2022));
  }

  @Test
  void aPupilBornIn2013IsSub10InTheFirstCycleAndInfantis1InTheSecond() {
    assertEquals("Sub 10", group(2022, 2013, SchoolCycle.FIRST));
    assertEquals("Infantis 1", group(2022, 2013, SchoolCycle.SECOND));
    assertEquals("Infantis 1", group(2022, 2013, SchoolCycle.THIRD));
  }

  @Test
  void theEdgesOfEachGroupIn2022() {
    assertEquals("Sub 8", group(2022, 2015, SchoolCycle.FIRST));
    assertEquals("Sub 10", group(2022, 2014, SchoolCycle.FIRST));
    assertEquals("Sub 10", group(2022, 2010, SchoolCycle.FIRST), "a pupil held back in the 1st cycle");
    assertEquals("Infantis 1", group(2022, 2012, SchoolCycle.SECOND));
    assertEquals("Infantis 1", group(2022, 2014, SchoolCycle.SECOND), "a pupil ahead of the usual year");
    assertEquals("Infantis", group(2022, 2011, SchoolCycle.SECOND));
    assertEquals("Infantis", group(2022, 2010, SchoolCycle.THIRD));
    assertEquals("Iniciados", group(2022, 2009, SchoolCycle.THIRD));
    assertEquals("Iniciados", group(2022, 2008, SchoolCycle.THIRD));
    assertEquals("Juvenis", group(2022, 2007, SchoolCycle.SECONDARY));
    assertEquals("Juvenis", group(2022, 2006, SchoolCycle.SECONDARY));
    assertEquals("Juniores/Seniores", group(2022, 2005, SchoolCycle.SECONDARY));
    assertEquals("Juniores/Seniores", group(2022, 1990, SchoolCycle.SECONDARY));
  }

  @Test
  void eachSeasonShiftsTheYearsByOne() {
    assertEquals("Sub 8", group(2022, 2015, SchoolCycle.FIRST));
    assertEquals("Sub 10", group(2023, 2015, SchoolCycle.FIRST));
    assertEquals("Sub 8", group(2023, 2016, SchoolCycle.FIRST));
    assertEquals("Infantis", group(2022, 2011, SchoolCycle.SECOND));
    assertEquals("Infantis 1", group(2021, 2011, SchoolCycle.SECOND));
    assertEquals("Juvenis", group(2022, 2006, SchoolCycle.SECONDARY));
    assertEquals("Juniores/Seniores", group(2023, 2006, SchoolCycle.SECONDARY));
    assertEquals("Juniores/Seniores", group(2022, 2005, SchoolCycle.SECONDARY));
    assertEquals("Juvenis", group(2023, 2007, SchoolCycle.SECONDARY));
    for (int season = 2015; season <= 2030; season++) {
      List<EventCategory> s = AgeGroups.schoolSport(season);
      List<EventCategory> next = AgeGroups.schoolSport(season + 1);
      for (int i = 0; i < s.size(); i++) {
        assertEquals(s.get(i).fromYear() == null ? null : s.get(i).fromYear() + 1, next.get(i).fromYear());
        assertEquals(s.get(i).toYear() == null ? null : s.get(i).toYear() + 1, next.get(i).toYear());
      }
    }
  }

  @Test
  void everyPupilOfEveryCycleIsInExactlyOneGroup() {
    for (int season = 2010; season <= 2035; season++) {
      List<EventCategory> scheme = AgeGroups.schoolSport(season);
      for (int year = 1930; year <= season; year++) {
        for (SchoolCycle cycle : new SchoolCycle[] {SchoolCycle.FIRST, SchoolCycle.SECOND, SchoolCycle.THIRD, SchoolCycle.SECONDARY, null}) {
          int y = year;
          SchoolCycle c = cycle == null ? SchoolCycle.usualFor(season - y) : cycle;
          long fit = scheme.stream().filter(g -> g.includes(y) && g.isFor(c)).count();
          assertEquals(1, fit, season + " " + year + " " + cycle);
          assertInstanceOf(Placement.Placed.class, AgeGroups.place(scheme, year, cycle, season));
        }
      }
    }
  }

  @Test
  void withoutACycleThePupilTakesTheUsualOneForTheAge() {
    Placement p = AgeGroups.place(AgeGroups.schoolSport(2022), 2013, null, 2022);
    Placement.Placed placed = assertInstanceOf(Placement.Placed.class, p);
    assertEquals("Sub 10", placed.group().name());
    assertEquals(SchoolCycle.FIRST, placed.cycle());
    assertTrue(placed.cycleAssumed());
    assertEquals("Infantis 1", group(2022, 2012, null));
    assertEquals("Juniores/Seniores", group(2022, 1975, null), "an adult in an open event");
    assertInstanceOf(Placement.NoBirthYear.class, AgeGroups.place(AgeGroups.schoolSport(2022), null, SchoolCycle.FIRST, 2022));
  }

  @Test
  void aSchemeWithAGapOrAnOverlapRefusesThePupilItCannotPlace() {
    List<EventCategory> gap = List.of(new EventCategory("Sub 12", 2012, null), new EventCategory("Veteranos", null, 1975));
    Placement.Refused none = assertInstanceOf(Placement.Refused.class, AgeGroups.place(gap, 1990, null, 2022));
    assertEquals(List.of(), none.groups());
    assertTrue(none.message().contains("1990") && none.message().contains("nenhuma categoria"), none.message());
    assertTrue(none.message().contains("Sub 12: 2012 e depois"), none.message());

    List<EventCategory> overlap = List.of(new EventCategory("Sub 12", 2012, null), new EventCategory("Absoluto", null, null));
    Placement.Refused two = assertInstanceOf(Placement.Refused.class, AgeGroups.place(overlap, 2014, SchoolCycle.SECOND, 2022));
    assertEquals(List.of("Sub 12", "Absoluto"), two.groups().stream().map(EventCategory::name).toList());
    assertTrue(two.message().contains("2 categorias, Sub 12 e Absoluto"), two.message());
    assertEquals(Optional.of(overlap.get(0)), AgeGroups.groupOf(overlap, 2014, null, 2022), "a stored pupil counts in the first only");

    List<EventCategory> cycles = List.of(new EventCategory("1º ciclo", null, null, Set.of(SchoolCycle.FIRST)));
    assertInstanceOf(Placement.Refused.class, AgeGroups.place(cycles, 2013, SchoolCycle.SECOND, 2022));
  }

  @Test
  void aCycleIsReadAsSchoolsWriteIt() {
    for (String s : List.of("1", "1º", "1.º", "1º ciclo", "1.º Ciclo", "1ª", "1 CEB", "1º CEB", "primeiro", "1o")) {
      assertEquals(Optional.of(SchoolCycle.FIRST), SchoolCycle.parse(s), s);
    }
    for (String s : List.of("2", "2º ciclo", "2.º")) assertEquals(Optional.of(SchoolCycle.SECOND), SchoolCycle.parse(s), s);
    for (String s : List.of("3", "3º Ciclo", "terceiro")) assertEquals(Optional.of(SchoolCycle.THIRD), SchoolCycle.parse(s), s);
    for (String s : List.of("sec", "Sec.", "secundário", "Secundario", "Ensino Secundário", "SECUNDÁRIO")) {
      assertEquals(Optional.of(SchoolCycle.SECONDARY), SchoolCycle.parse(s), s);
    }
    for (String s : List.of("", "4", "0", "12º ano", "pré-escolar", "x")) assertEquals(Optional.empty(), SchoolCycle.parse(s), s);
  }
}
