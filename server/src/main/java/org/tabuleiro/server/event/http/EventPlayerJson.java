package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Optional;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.registration.PlayerCorrection;
import org.tabuleiro.server.http.ApiException;

/**
 * One player registered by hand: {@code {"name", "gender"?, "birthYear"?, "birthDate"?, "club"?, "fideId"?,
 * "federation"?, "rating"?, "cycle"?}} ({@code cycle}: the pupil's school cycle, {@code 1}, {@code 2}, {@code 3} or
 * {@code sec}).
 */
final class EventPlayerJson {
  private EventPlayerJson() {}

  static NewPlayer read(JsonNode b, int thisYear) {
    try {
      String name = EventJson.name(b, "name", 100, true);
      String gender = EventJson.text(b, "gender", 1, false);
      if (gender != null) {
        gender = gender.toUpperCase(Locale.ROOT);
        if (!gender.equals("F") && !gender.equals("M")) throw bad("invalid_gender", "\"gender\" deve ser F ou M.");
      }
      Integer year = EventJson.integer(b, "birthYear");
      if (year != null && (year < 1900 || year > thisYear)) throw bad("invalid_birth_year", "\"birthYear\" fora de 1900-" + thisYear + ".");
      LocalDate date = null;
      String d = EventJson.text(b, "birthDate", 10, false);
      if (d != null) {
        try {
          date = LocalDate.parse(d);
        } catch (DateTimeParseException e) {
          throw bad("invalid_birth_date", "\"birthDate\" deve ser AAAA-MM-DD.");
        }
        if (year != null && year != date.getYear()) throw bad("invalid_birth_year", "\"birthYear\" não é o ano de \"birthDate\".");
      }
      String fideId = EventJson.text(b, "fideId", 11, false);
      if (fideId != null && !fideId.matches("\\d{1,11}")) throw bad("invalid_fide_id", "\"fideId\" deve ter só algarismos.");
      String federation = EventJson.text(b, "federation", 3, false);
      if (federation != null) {
        federation = federation.toUpperCase(Locale.ROOT);
        if (!federation.matches("[A-Z]{3}")) throw bad("invalid_federation", "\"federation\" deve ter 3 letras (POR, BRA...).");
      }
      Integer rating = EventJson.integer(b, "rating");
      if (rating != null && (rating < 0 || rating > 3500)) throw bad("invalid_rating", "\"rating\" deve estar entre 0 e 3500.");
      SchoolCycle cycle = null;
      String cycleText = b.path("cycle").isInt() ? Integer.toString(b.path("cycle").intValue()) : EventJson.text(b, "cycle", 20, false);
      if (cycleText != null) {
        cycle = SchoolCycle.parse(cycleText).orElseThrow(() -> bad("invalid_cycle", "\"cycle\" (ciclo) deve ser 1, 2, 3 ou sec."));
      }
      return new NewPlayer(name, gender, year, date, EventJson.name(b, "club", 100, false), fideId, federation,
          rating == null ? 0 : rating, null, cycle);
    } catch (EventJson.Invalid e) {
      throw ApiException.badRequest(e.code, e.getMessage());
    }
  }

  /**
   * A correction of a registered player: any of {@code name}, {@code gender}, {@code birthYear}, {@code club} and
   * {@code cycle}; {@code null} clears an optional one. Null when the body names none of them.
   */
  static PlayerCorrection correction(JsonNode b, int thisYear) {
    try {
      String name = b.has("name") ? EventJson.name(b, "name", 100, true) : null;
      Optional<String> gender = null;
      if (b.has("gender")) {
        String g = EventJson.text(b, "gender", 1, false);
        if (g != null) {
          g = g.toUpperCase(Locale.ROOT);
          if (!g.equals("F") && !g.equals("M")) throw bad("invalid_gender", "\"gender\" deve ser F ou M (ou null).");
        }
        gender = Optional.ofNullable(g);
      }
      Optional<Integer> year = null;
      if (b.has("birthYear")) {
        Integer y = EventJson.integer(b, "birthYear");
        if (y != null && (y < 1900 || y > thisYear)) throw bad("invalid_birth_year", "\"birthYear\" fora de 1900-" + thisYear + ".");
        year = Optional.ofNullable(y);
      }
      Optional<String> club = b.has("club") ? Optional.ofNullable(EventJson.name(b, "club", 100, false)) : null;
      Optional<SchoolCycle> cycle = null;
      if (b.has("cycle")) {
        String c = b.path("cycle").isInt() ? Integer.toString(b.path("cycle").intValue()) : EventJson.text(b, "cycle", 20, false);
        cycle = c == null ? Optional.empty()
            : Optional.of(SchoolCycle.parse(c).orElseThrow(() -> bad("invalid_cycle", "\"cycle\" (ciclo) deve ser 1, 2, 3 ou sec (ou null).")));
      }
      PlayerCorrection change = new PlayerCorrection(name, gender, year, club, cycle);
      return change.isEmpty() ? null : change;
    } catch (EventJson.Invalid e) {
      throw ApiException.badRequest(e.code, e.getMessage());
    }
  }

  private static ApiException bad(String code, String message) {
    return ApiException.badRequest(code, message);
  }
}
