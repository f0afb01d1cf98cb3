package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.TimeControlException;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.http.EventJson.Invalid;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventEntry;

import org.tabuleiro.server.event.EventOnline;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.registration.EventRegistration;
import org.tabuleiro.server.event.setup.EventSetup;

/**
 * The fields of {@code POST /api/events} (and {@code PATCH}) that make an event played in the club and let players
 * join it: {@code mode}, {@code rated}, {@code waitSeconds}, {@code autoPair}, {@code pauseSeconds},
 * {@code startsAt}, and {@code entry}; and their answers.
 */
final class EventOnlineJson {
  static final int MAX_CODE = 40;

  private EventOnlineJson() {}

  /**
   * What {@code PATCH /api/events/{id}} changes of how the event is played and joined ({@code timeControl},
   * {@code mode}, {@code rated}, {@code waitSeconds}, {@code autoPair}, {@code pauseSeconds}, {@code startsAt},
   * {@code entry}), read against the settings it changes.
   */
  static EventSetup.PlayEdit playEdit(JsonNode body) {
    return before -> {
      String timeControl = before.timeControl();
      try {
        String tc = EventJson.text(body, "timeControl", 40, false);
        if (tc != null) {
          try {
            timeControl = TimeControl.parse(tc).toString();
          } catch (TimeControlException x) {
            return EventRefusals.invalid("invalid_time_control", "Ritmo inválido: " + x.getMessage());
          }
        }
        EventOnline online = online(body, before.system(), timeControl, before.online());
        EventEntry entry = entry(body, online != null, before.entry());
        return Result.ok(new EventSetup.Play(timeControl, online, entry));
      } catch (EventJson.Invalid x) {
        return EventRefusals.invalid(x.code, x.getMessage());
      }
    };
  }

  /** {@code mode} {@code "otb"} (the default), {@code "online"} or {@code "hybrid"} and its fields; null over the board. */
  static EventOnline online(JsonNode b, EventSystem system, String timeControl, EventOnline before) {
    String mode = EventJson.text(b, "mode", 10, false);
    boolean otb = mode == null ? before == null : mode.equalsIgnoreCase("otb");
    if (otb) {
      for (String f : new String[] {"rated", "waitSeconds", "autoPair", "pauseSeconds", "startsAt"}) {
        if (!b.path(f).isMissingNode() && !b.path(f).isNull()) {
          throw new Invalid("invalid_field", "\"" + f + "\" é de um torneio jogado no clube (\"mode\": \"online\" ou \"hybrid\").");
        }
      }
      return null;
    }
    EventOnline.Mode m = mode == null ? before.mode() : EventOnline.Mode.byKey(mode).orElseThrow(() ->
        new Invalid("invalid_mode", "\"mode\" deve ser otb (presencial), online ou hybrid (alguns tabuleiros online)."));
    if (system.isTeam()) {
      throw new Invalid("invalid_mode", "Os torneios por equipes jogam-se presencialmente: \"mode\" online ou hybrid é só para torneios individuais.");
    }
    TimeControl control = TimeControl.parse(timeControl);
    if (control.ratingPool().isEmpty() || control instanceof TimeControl.Unlimited
        || control.ratingPool().get() == org.tabuleiro.play.RatingPool.CORRESPONDENCE) {
      throw new Invalid("invalid_time_control", "Um torneio jogado no clube precisa de um ritmo com relógio ao vivo (ex.: 15+5, 3+2, 1+0), não \""
          + timeControl + "\".");
    }
    boolean rated = bool(b, "rated", before == null || before.rated());
    Integer wait = EventJson.integer(b, "waitSeconds");
    int waitSeconds = wait != null ? wait : before != null ? before.waitSeconds() : EventOnline.defaultWait(control);
    if (waitSeconds < EventOnline.MIN_WAIT || waitSeconds > EventOnline.MAX_WAIT) {
      throw new Invalid("invalid_wait", "\"waitSeconds\" (espera pelo primeiro lance antes do W.O.) deve estar entre "
          + EventOnline.MIN_WAIT + " e " + EventOnline.MAX_WAIT + " segundos.");
    }
    boolean autoPair = bool(b, "autoPair", before == null || before.autoPair());
    Integer pause = EventJson.integer(b, "pauseSeconds");
    int pauseSeconds = pause != null ? pause : before != null ? before.pauseSeconds() : EventOnline.DEFAULT_PAUSE;
    if (pauseSeconds < 0 || pauseSeconds > EventOnline.MAX_PAUSE) {
      throw new Invalid("invalid_pause", "\"pauseSeconds\" (pausa entre rodadas) deve estar entre 0 e " + EventOnline.MAX_PAUSE + " segundos.");
    }
    Instant startsAt = before == null ? null : before.startsAt();
    if (b.has("startsAt")) startsAt = instant(b, "startsAt");
    return new EventOnline(m, rated, waitSeconds, autoPair, pauseSeconds, startsAt);
  }

  /**
   * {@code entry} {@code {"open", "maxPlayers", "minRating", "maxRating", "minRatedGames", "ageGroup", "code"}}: open
   * by default for an event played in the club, closed for one over the board.
   */
  static EventEntry entry(JsonNode b, boolean online, EventEntry before) {
    JsonNode v = b.path("entry");
    if (v.isMissingNode()) return before != null ? before : online ? EventEntry.OPEN : EventEntry.CLOSED;
    if (v.isNull()) return EventEntry.CLOSED;
    if (!v.isObject()) throw new Invalid("invalid_entry", "\"entry\" deve ser um objeto: {\"open\": true, \"maxPlayers\": 64, \"code\": \"...\"}.");
    for (var it = v.fieldNames(); it.hasNext(); ) {
      String f = it.next();
      if (!java.util.List.of("open", "maxPlayers", "minRating", "maxRating", "minRatedGames", "ageGroup", "code").contains(f)) {
        throw new Invalid("invalid_entry", "Campo desconhecido em \"entry\": \"" + f
            + "\" (use open, maxPlayers, minRating, maxRating, minRatedGames, ageGroup, code).");
      }
    }
    boolean open = bool(v, "open", true);
    Integer max = entryInt(v, "maxPlayers", 2, EventRegistration.MAX_PLAYERS);
    Integer minRating = entryInt(v, "minRating", 0, 3500);
    Integer maxRating = entryInt(v, "maxRating", 0, 3500);
    if (minRating != null && maxRating != null && minRating > maxRating) {
      throw new Invalid("invalid_entry", "\"entry.minRating\" (" + minRating + ") é maior do que \"entry.maxRating\" (" + maxRating + ").");
    }
    Integer minGames = entryInt(v, "minRatedGames", 0, 100_000);
    String ageGroup, code;
    try {
      ageGroup = EventJson.text(v, "ageGroup", 40, false);
      code = EventJson.text(v, "code", MAX_CODE, false);
    } catch (Invalid e) {
      throw new Invalid("invalid_entry", "entry: " + e.getMessage());
    }
    return new EventEntry(open, max, minRating, maxRating, minGames, ageGroup, code);
  }

  private static Integer entryInt(JsonNode v, String field, int min, int max) {
    Integer n;
    try {
      n = EventJson.integer(v, field);
    } catch (Invalid e) {
      throw new Invalid("invalid_entry", "\"entry." + field + "\" deve ser um número inteiro.");
    }
    if (n != null && (n < min || n > max)) {
      throw new Invalid("invalid_entry", "\"entry." + field + "\" deve estar entre " + min + " e " + max + ".");
    }
    return n;
  }

  private static boolean bool(JsonNode b, String field, boolean fallback) {
    JsonNode v = b.path(field);
    if (v.isMissingNode() || v.isNull()) return fallback;
    if (!v.isBoolean()) throw new Invalid("invalid_field", "O campo \"" + field + "\" deve ser true ou false.");
    return v.booleanValue();
  }

  private static Instant instant(JsonNode b, String field) {
    String t = EventJson.text(b, field, 40, false);
    if (t == null) return null;
    try {
      return java.time.OffsetDateTime.parse(t).toInstant();
    } catch (DateTimeParseException e) {
      throw new Invalid("invalid_date", "\"" + field + "\" deve ser uma data e hora ISO 8601 com fuso, ex.: 2026-03-01T15:00:00-03:00, não \""
          + t + "\".");
    }
  }

  /** Adds {@code mode}, {@code online}, {@code entry}, {@code status} and {@code players} to an event's answer. */
  static void put(Map<String, Object> m, Event e) {
    EventSettings s = e.settings();
    m.put("status", e.status());
    m.put("players", e.playerCount());
    m.put("mode", s.online() == null ? "otb" : s.online().mode().key());
    if (s.online() != null) {
      EventOnline o = s.online();
      Map<String, Object> on = new LinkedHashMap<>();
      on.put("rated", o.rated());
      on.put("waitSeconds", o.waitSeconds());
      on.put("autoPair", o.autoPair());
      on.put("pauseSeconds", o.pauseSeconds());
      on.put("startsAt", o.startsAt() == null ? null : o.startsAt().toString());
      m.put("online", on);
    } else {
      m.put("online", null);
    }
    EventEntry en = s.entry();
    Map<String, Object> entry = new LinkedHashMap<>();
    entry.put("open", en.open());
    entry.put("maxPlayers", en.maxPlayers());
    entry.put("minRating", en.minRating());
    entry.put("maxRating", en.maxRating());
    entry.put("minRatedGames", en.minRatedGames());
    entry.put("ageGroup", en.ageGroup());
    entry.put("invitation", en.invitationCode() != null);   // the code itself is never shown
    m.put("entry", entry);
  }
}
