package org.tabuleiro.server.event.championship;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.event.AgeGroups;
import org.tabuleiro.server.event.registration.PlayerListFile;
import org.tabuleiro.server.event.registration.PlayerListPreview;
import org.tabuleiro.server.testing.SchoolDayPupils;

/** A championship's list before it is stored: the section each pupil lands in, and every refusal at its line and column. */
class ChampionshipListPreviewTest {
  private static final List<SectionPlacement.Named> SECTIONS = List.of(
      named(1, "1º ciclo", List.of("Sub 8", "Sub 10"), Set.of("F", "M")),
      named(2, "Infantis 1 F", List.of("Infantis 1"), Set.of("F")),
      named(3, "Infantis 1 M", List.of("Infantis 1"), Set.of("M")),
      named(4, "Infantis a Juniores", List.of("Infantis", "Iniciados", "Juvenis", "Juniores/Seniores"), Set.of("F", "M")));

  private static SectionPlacement.Named named(long event, String name, List<String> groups, Set<String> genders) {
    return new SectionPlacement.Named(new ChampionshipSection(event, (int) event, groups, genders), name);
  }

  private static ChampionshipListPreview preview(String csv, List<SectionPlacement.Named> sections) {
    return ChampionshipListPreview.of(PlayerListFile.csv(csv), sections, AgeGroups.schoolSport(2022), 2022, 2026, null);
  }

  @Test
  void everyPupilOfTheDayLandsInOneSectionTheSeasons2013BothWays() {
    ChampionshipListPreview p = preview(SchoolDayPupils.csv2022(), SECTIONS);
    assertTrue(p.list().importable(), String.valueOf(p.list().refusals()));
    assertEquals(SchoolDayPupils.ALL.size(), p.list().lines().size());
    assertEquals(SchoolDayPupils.ALL.size(), p.sections().size());
    // Lines 2.. are the pupils in order: Bruno (2013, 1st cycle) line 4, Eva (2013, 2nd) line 8, Filipe line 11.
    assertEquals("1º ciclo", p.sections().get(4));
    assertEquals("Infantis 1 F", p.sections().get(8));
    assertEquals("Infantis 1 M", p.sections().get(11));
    assertEquals("Infantis a Juniores", p.sections().get(16));
  }

  @Test
  void aPupilInNoSectionADuplicateAndABadCellAreAllRefusedAtTheirLines() {
    String csv = """
        Nome;Sexo;Ano de nascimento;Escola;Ciclo
        Ana Sub8;F;2015;EB Tomar;1
        Filipe Inf1;M;2013;EB Tomar;2
        Ana Sub8;F;2015;EB Tomar;1
        Zé;M;20x5;EB Leiria;2
        """;
    ChampionshipListPreview p = preview(csv, SECTIONS.subList(0, 2));   // no section for Infantis 1 boys
    assertFalse(p.list().importable());
    List<PlayerListPreview.Refusal> r = p.list().refusals();
    assertEquals(List.of(3, 4, 5), r.stream().map(PlayerListPreview.Refusal::line).toList(), String.valueOf(r));
    assertTrue(r.get(0).message().contains("não cabe em nenhuma seção"), r.get(0).message());
    assertEquals(2, r.get(0).column(), "the gender decides: its column");
    assertTrue(r.get(1).message().contains("aluno repetido") && r.get(1).message().contains("linha 2"), r.get(1).message());
    assertEquals(3, r.get(2).column(), r.get(2).message());
    assertEquals("1º ciclo", p.sections().get(2));
    assertEquals(null, p.sections().get(3));
  }

  @Test
  void aChampionshipWithoutSectionsSaysSoOnEveryLine() {
    ChampionshipListPreview p = preview("name;gender;birth_year;club;ciclo\nAna Sub8;F;2015;EB Tomar;1\n", List.of());
    assertEquals(1, p.list().refusals().size());
    assertTrue(p.list().refusals().get(0).message().contains("ainda não tem seções"));
  }
}
