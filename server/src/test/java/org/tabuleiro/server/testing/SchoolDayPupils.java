package org.tabuleiro.server.testing;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The pupils of a school championship's day, shared by the championship's tests: 17 pupils of three schools, 1st-cycle
 * and 2nd/3rd-cycle, with the regulation's hard case both ways (born in the season's "2013": Sub 10 in the 1st
 * cycle, Infantis 1 in the 2nd). Birth years are given for season 2022 (2022/2023) and shifted for any other.
 */
public final class SchoolDayPupils {
  private SchoolDayPupils() {}

  /** A pupil as a school's list gives it; {@code cycle} is 1, 2, 3 or sec. */
  public record Pupil(String name, String gender, int birthYear2022, String school, String cycle) {
    /** The birth year that places the pupil alike in {@code season}. */
    public int birthYear(int season) {
      return birthYear2022 + season - 2022;
    }
  }

  public static final List<Pupil> ALL = List.of(
      new Pupil("Ana Sub8", "F", 2015, "EB Tomar", "1"),
      new Pupil("Rui Sub8", "M", 2016, "EB Leiria", "1"),
      new Pupil("Bruno Sub10", "M", 2013, "EB Tomar", "1"),
      new Pupil("Carlos Sub10", "M", 2013, "EB Leiria", "1"),
      new Pupil("Duarte Sub10", "M", 2014, "EB Leiria", "1"),
      new Pupil("Rita Sub10", "F", 2014, "EB Tomar", "1"),
      new Pupil("Eva Inf1", "F", 2013, "EB Tomar", "2"),
      new Pupil("Sara Inf1", "F", 2012, "EB Leiria", "2"),
      new Pupil("Teresa Inf1", "F", 2013, "EB Leiria", "2"),
      new Pupil("Filipe Inf1", "M", 2013, "EB Tomar", "2"),
      new Pupil("Gil Inf1", "M", 2012, "EB Leiria", "2"),
      new Pupil("Hugo Inf1", "M", 2013, "EB Leiria", "2"),
      new Pupil("Ivo Inf1", "M", 2012, "EB Tomar", "2"),
      new Pupil("Ines Infantis", "F", 2011, "EB Tomar", "2"),
      new Pupil("João Iniciados", "M", 2009, "EB Leiria", "3"),
      new Pupil("Lara Juvenis", "F", 2007, "ES Tomar", "sec"),
      new Pupil("Mario Juniores", "M", 2005, "ES Tomar", "sec"));

  /** The four sections' pupils of season 2022 as one CSV with English headers ({@code name;gender;birth_year;club;ciclo}). */
  public static String csv2022() {
    return "name;gender;birth_year;club;ciclo\n" + ALL.stream()
        .map(p -> String.join(";", p.name(), p.gender(), String.valueOf(p.birthYear(2022)), p.school(), p.cycle()))
        .collect(Collectors.joining("\n", "", "\n"));
  }
}
