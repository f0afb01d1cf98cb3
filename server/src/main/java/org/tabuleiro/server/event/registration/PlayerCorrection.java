package org.tabuleiro.server.event.registration;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;

/**
 * A correction of a registered player's details, as an arbiter makes it on the day (a name misspelt on the school's
 * list, the wrong birth year or school cycle): each field null when unchanged; for the optional ones, an empty value
 * clears it. The name cannot be cleared.
 */
public record PlayerCorrection(String name, Optional<String> gender, Optional<Integer> birthYear, Optional<String> club,
    Optional<SchoolCycle> cycle) {

  public boolean isEmpty() {
    return name == null && gender == null && birthYear == null && club == null && cycle == null;
  }

  /** The player as they would be once corrected (a birth date that no longer agrees with the year is dropped). */
  public NewPlayer applyTo(EventPlayer p) {
    Integer year = birthYear == null ? p.birthYear() : birthYear.orElse(null);
    var date = p.birthDate() != null && year != null && p.birthDate().getYear() == year ? p.birthDate() : birthYear == null ? p.birthDate() : null;
    return new NewPlayer(name == null ? p.name() : name, gender == null ? p.gender() : gender.orElse(null), year, date,
        club == null ? p.club() : club.orElse(null), p.fideId(), p.federation(), p.rating(), p.accountId(),
        cycle == null ? p.cycle() : cycle.orElse(null));
  }

  /** What changes, in words for the event's log: {@code nome: Joao → João; ciclo: 1 → 2}. */
  public static String describe(EventPlayer before, NewPlayer after) {
    List<String> out = new ArrayList<>();
    change(out, "nome", before.name(), after.name());
    change(out, "sexo", before.gender(), after.gender());
    change(out, "ano de nascimento", before.birthYear(), after.birthYear());
    change(out, "escola/clube", before.club(), after.club());
    change(out, "ciclo", before.cycle() == null ? null : before.cycle().code(), after.cycle() == null ? null : after.cycle().code());
    return String.join("; ", out);
  }

  private static void change(List<String> out, String what, Object before, Object after) {
    if (!Objects.equals(before, after)) out.add(what + ": " + (before == null ? "—" : before) + " → " + (after == null ? "—" : after));
  }
}
