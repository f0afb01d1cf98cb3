package org.tabuleiro.server.event.trf;

import java.math.BigDecimal;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.event.EventArbiter;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.RatingUsed;
import org.tabuleiro.server.event.RequestedBye;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfLine;
import org.tabuleiro.tournament.trf.TrfPlayer;
import org.tabuleiro.tournament.trf.TrfScoringRecord;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * An event as the tournament module's {@link Trf} (TRF-16 with the TRF-2026 records): the one conversion that the
 * pairing, the standings and the export all go through, so what is paired is what the file says.
 *
 * <p>Header: 012 name, 022 place, 042/052 dates, 062/072 players and rated players, 092 type, 102/112 arbiters,
 * 122 the time control as typed, 132 the dates the rounds were published, 162 the point system when it is not
 * 1 / ½ / 0, 192 the encoded type ({@code FIDE_DUTCH_2025} or {@code FIDE_ROUND_ROBIN}), 202 the tiebreak list, 222
 * the encoded time control, XXR the planned rounds and XXC the top seed's first colour. TRF-16 ({@link Format#TRF16})
 * leaves out the records TRF-2026 added (192, 202, 222), keeping 162 only when the point system needs it and the
 * {@code XXR}/{@code XXC} lines pairing programs read. A round block is the board's game (result blank until
 * entered), the bye {@code 0000 - U} (a round robin's {@code 0000 - Z}), a requested bye {@code 0000 - H} or
 * {@code Z}, or {@code 0000 - -} for a round the player missed (withdrawn, or entered later). The round after the
 * last paired one is written only for players who will not be paired in it (requested byes, withdrawals), which is
 * how the Dutch engine is told.
 *
 * <p>A team event adds record 362 (its match points), records 310 (its teams, players in board order) and 192
 * {@code FIDE_TEAM_MP_GP} or {@code FIDE_TEAM_ROUNDROBIN}; a player's round without a board (a reserve, a team not
 * yet entered) is blank, so that the team's match is read from its boards alone.
 */
public final class EventTrf {
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("uuuu/MM/dd");
  private static final DateTimeFormatter ROUND_DATE = DateTimeFormatter.ofPattern("uu/MM/dd");

  private EventTrf() {}

  /** Which TRF: the TRF-2026 records, or TRF-16 as chess-results and FIDE's rating server read it. */
  public enum Format { TRF2026, TRF16 }

  public static String write(EventState s, Map<Integer, Integer> ranks) {
    return write(s, ranks, Format.TRF2026);
  }

  public static String write(EventState s, Map<Integer, Integer> ranks, Format format) {
    return TrfWriter.write(build(s, s.event().pairedRounds(), ranks, format));
  }

  /** The file with the players' ranks and, for a team event, its teams' standings (record 310's MP, GP and rank). */
  public static String write(EventState s, Map<Integer, Integer> ranks, Format format, List<EventTeamTrf.Row> teamRanks) {
    return TrfWriter.write(build(s, s.event().pairedRounds(), ranks, format, teamRanks));
  }

  /** The file after rounds 1..{@code rounds}, with the next round's announced byes and withdrawals. */
  public static Trf build(EventState s, int rounds, Map<Integer, Integer> ranks) {
    return build(s, rounds, ranks, Format.TRF2026);
  }

  public static Trf build(EventState s, int rounds, Map<Integer, Integer> ranks, Format format) {
    return build(s, rounds, ranks, format, List.of());
  }

  private static Trf build(EventState s, int rounds, Map<Integer, Integer> ranks, Format format, List<EventTeamTrf.Row> teamRanks) {
    EventSettings e = s.event().settings();
    List<TrfLine> lines = new ArrayList<>();
    lines.add(TrfLine.of("012 " + e.name()));
    if (e.place() != null) lines.add(TrfLine.of("022 " + e.place()));
    if (e.startsOn() != null) lines.add(TrfLine.of("042 " + DATE.format(e.startsOn())));
    if (e.endsOn() != null) lines.add(TrfLine.of("052 " + DATE.format(e.endsOn())));
    lines.add(TrfLine.of("062 " + s.players().size()));
    lines.add(TrfLine.of("072 " + s.players().stream().filter(p -> rating(s, p) > 0).count()));
    lines.add(TrfLine.of("092 " + switch (e.system()) {
      case SWISS -> "Individual: Swiss-System (FIDE Dutch)";
      case ROUND_ROBIN -> "Individual: Round-Robin";
      case DOUBLE_ROUND_ROBIN -> "Individual: Double Round-Robin";
      case TEAM_SWISS -> "Team: Swiss-System (FIDE Dutch on match points)";
      case TEAM_ROUND_ROBIN -> "Team: Round-Robin";
    }));
    for (EventArbiter a : s.event().arbiters()) {
      String who = a.displayName() != null ? a.displayName() : a.username();
      lines.add(TrfLine.of((a.chief() ? "102 " : "112 ") + who));
    }
    lines.add(TrfLine.of("122 " + e.timeControl()));
    String dates = roundDates(s, rounds);
    if (dates != null) lines.add(TrfLine.of(dates));
    if (!e.points().isStandard()) lines.add(TrfLine.of(TrfScoringRecord.format(e.points())));
    if (format == Format.TRF2026) {
      lines.add(TrfLine.of("192 " + switch (e.system()) {
        case SWISS -> "FIDE_DUTCH_2025";
        case ROUND_ROBIN, DOUBLE_ROUND_ROBIN -> "FIDE_ROUND_ROBIN";
        case TEAM_SWISS -> "FIDE_TEAM_MP_GP";
        case TEAM_ROUND_ROBIN -> "FIDE_TEAM_ROUNDROBIN";
      }));
      if (!e.tiebreaks().isEmpty()) lines.add(TrfLine.of("202 " + String.join(",", e.tiebreaks())));
      TimeControl tc = TimeControl.parse(e.timeControl());
      if (tc.hasTrfEncoding()) lines.add(TrfLine.of("222 " + tc.toTrf()));
    }
    if (e.teams() != null) lines.add(TrfLine.of(TrfScoringRecord.format(e.teams().matchPoints().system())));
    if (e.rounds() > 0) lines.add(TrfLine.of("XXR " + e.rounds()));
    lines.add(TrfLine.of("XXC " + (e.initialWhite() ? "white1" : "black1")));

    Map<String, TrfGame> games = new HashMap<>();
    char byeCode = e.system().isRoundRobin() ? 'Z' : 'U';
    for (EventBoard b : s.boards()) {
      if (b.round() > rounds) continue;
      if (b.isBye()) {
        games.put(b.white() + "/" + b.round(), new TrfGame(b.round(), 0, '-', byeCode));
        continue;
      }
      games.put(b.white() + "/" + b.round(), new TrfGame(b.round(), b.black(), 'w', b.result() == null ? ' ' : b.result().whiteCode()));
      games.put(b.black() + "/" + b.round(), new TrfGame(b.round(), b.white(), 'b', b.result() == null ? ' ' : b.result().blackCode()));
    }
    Map<String, Character> requested = new HashMap<>();
    for (RequestedBye b : s.byes()) requested.put(b.startNo() + "/" + b.round(), b.kind());

    List<TrfPlayer> players = new ArrayList<>();
    PointSystem points = e.points();
    for (EventPlayer p : s.players()) {
      List<TrfGame> blocks = new ArrayList<>();
      int half = 0;
      for (int r = 1; r <= rounds; r++) {
        TrfGame g = games.get(p.startNo() + "/" + r);
        if (g == null && s.teams() != null) {
          g = TrfGame.absent(r); // a reserve left out of the match, or a team not yet entered: blank, as record 310 reads
        } else if (g == null) {
          Character bye = requested.get(p.startNo() + "/" + r);
          g = new TrfGame(r, 0, '-', bye != null ? bye : '-');
        }
        half += points.halfPoints(g.result());
        blocks.add(g);
      }
      int next = rounds + 1;
      if (s.teams() == null && (e.rounds() == 0 || next <= e.rounds())) {
        Character bye = requested.get(p.startNo() + "/" + next);
        if (bye != null) blocks.add(new TrfGame(next, 0, '-', bye));
        else if (!p.isActiveIn(next)) blocks.add(new TrfGame(next, 0, '-', '-'));
      }
      String pts = BigDecimal.valueOf(half).divide(BigDecimal.TWO).setScale(1).toPlainString();
      players.add(new TrfPlayer(p.startNo(), sex(p.gender()), "", p.name(), rating(s, p),
          p.federation() == null ? "" : p.federation(), p.fideId() == null ? "" : p.fideId(), birth(p), pts,
          ranks.getOrDefault(p.startNo(), 0), blocks));
    }
    if (s.teams() != null) lines.addAll(EventTeamTrf.teams(s, teamRanks));
    for (TrfPlayer p : players) lines.add(TrfLine.of(p.format()));
    return new Trf(lines, players, e.rounds(), e.initialWhite()
        ? org.tabuleiro.tournament.trf.InitialColor.WHITE : org.tabuleiro.tournament.trf.InitialColor.BLACK, false);
  }

  /**
   * Record 132: each round's date ({@code YY/MM/DD}, the day it was published in the server's time zone) in the
   * round's columns (92-99 for round 1, then every 10); null when no round has one.
   */
  static String roundDates(EventState s, int rounds) {
    StringBuilder b = new StringBuilder("132");
    boolean any = false;
    for (int r = 1; r <= rounds; r++) {
      java.time.Instant at = s.roundDates().get(r);
      if (at == null) continue;
      b.append(" ".repeat(91 + 10 * (r - 1) - b.length()));
      b.append(ROUND_DATE.format(at.atZone(java.time.ZoneId.systemDefault())));
      any = true;
    }
    return any ? b.toString() : null;
  }

  /** The rating the player is seeded and reported with. */
  public static int rating(EventState s, EventPlayer p) {
    if (p.seedRating() != null) return p.seedRating();
    return s.event().settings().ratingUsed() == RatingUsed.NONE ? 0 : p.rating();
  }

  private static String sex(String gender) {
    if (gender == null) return "";
    return gender.equals("F") ? "w" : "m";
  }

  private static String birth(EventPlayer p) {
    if (p.birthDate() != null) return DATE.format(p.birthDate());
    return p.birthYear() == null ? "" : p.birthYear().toString();
  }
}
