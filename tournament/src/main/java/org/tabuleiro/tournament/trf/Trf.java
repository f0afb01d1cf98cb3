package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamPointSystem;

/**
 * A tournament report file (FIDE TRF-16, with the pairing-program extensions {@code XXR}/{@code XXC} and the
 * TRF-2026 header records kept as lines).
 *
 * <p>{@link #lines} is the source of truth for writing: every line read is kept verbatim, so
 * {@code TrfWriter.write(TrfReader.read(x))} equals {@code x}. The other components are the lines' meaning.
 * Use {@link #withPlayer} to change a player; it re-formats that one line.
 *
 * @param lines every line of the file, in order
 * @param players the {@code 001} records, in file order
 * @param plannedRounds {@code XXR} (else TRF-2026 record 142), 0 if absent
 * @param initialColor {@code XXC white1}/{@code black1} (else record 152), or null
 * @param pairByRank {@code XXC rank}: pair by the rank column instead of the start number
 */
public record Trf(List<TrfLine> lines, List<TrfPlayer> players, int plannedRounds, InitialColor initialColor, boolean pairByRank) {
  public Trf {
    lines = List.copyOf(lines);
    players = List.copyOf(players);
  }

  /**
   * The results of this file after its paired rounds ({@link #playedRounds}). A round block without a result is
   * taken as absence (the game is not played yet); a round after the end of a line as well. Record 162, if any,
   * sets the points; a blank block of a player given a bye by record 240 is that bye.
   *
   * @param system null to use record 192, else Swiss
   */
  public Tournament tournament(TournamentSystem system) {
    return TrfTournament.of(this, system);
  }

  /**
   * The team event of this file's records 310, its matches derived from the board games.
   *
   * @param system null to follow record 192, else Swiss
   * @throws IllegalArgumentException when the file has no team, or its games do not make matches (a player meets
   *     players of two teams in one round, a player outside every team...): the message says which
   */
  public TeamEvent teamEvent(TournamentSystem system) {
    return TrfTeamEvent.of(this, system);
  }

  /** The player with this start number, or null. */
  public TrfPlayer player(int startNumber) {
    for (TrfPlayer p : players) {
      if (p.startNumber() == startNumber) return p;
    }
    return null;
  }

  /** Players by start number, for repeated look-ups. */
  public Map<Integer, TrfPlayer> playersByStartNumber() {
    Map<Integer, TrfPlayer> m = new HashMap<>();
    for (TrfPlayer p : players) m.put(p.startNumber(), p);
    return m;
  }

  /**
   * The number of rounds already paired: the last round in which some player has an opponent or the
   * pairing-allocated bye ({@code U}). Byes announced ahead ({@code H}, {@code Z}, {@code F}) and absences do not
   * count, so for a file ready to pair round R this is R - 1.
   */
  public int playedRounds() {
    int last = 0;
    for (TrfPlayer p : players) {
      for (TrfGame g : p.games()) {
        if (g.round() > last && (g.opponent() != 0 || g.result() == 'U')) last = g.round();
      }
    }
    return last;
  }

  /** The most round blocks any player line has. */
  public int roundColumns() {
    int n = 0;
    for (TrfPlayer p : players) n = Math.max(n, p.games().size());
    return n;
  }

  /** The value (column 5 on, trimmed) of the first record with this code, e.g. {@code header("012")} is the name. */
  public Optional<String> header(String code) {
    for (TrfLine l : lines) {
      if (l.code().equals(code)) return Optional.of(l.value().trim());
    }
    return Optional.empty();
  }

  /** The values of every record with this code, in file order (e.g. 132 round dates, 260 prohibited pairings). */
  public List<String> headers(String code) {
    List<String> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (l.code().equals(code)) out.add(l.value());
    }
    return out;
  }

  /** Tournament name (record 012), or "". */
  public String name() {
    return header("012").orElse("");
  }

  /** TRF-2026 record 192, the encoded tournament type (e.g. {@code FIDE_DUTCH_2025}, {@code RR}), or "". */
  public String tournamentType() {
    return header("192").orElse("");
  }

  /** TRF-2026 record 202, the tie-break list as written, or "". */
  public String tiebreakList() {
    return header("202").orElse("");
  }

  /** TRF-2026 record 162 as written, or "". */
  public String pointSystemRecord() {
    return header("162").orElse("");
  }

  /** TRF-2026 record 162, the points of each individual result: {@link PointSystem#STANDARD} without the record. */
  public PointSystem pointSystem() {
    TrfLine line = firstLine("162");
    if (line == null) return PointSystem.STANDARD;
    try {
      return TrfScoringRecord.individual(line);
    } catch (TrfException e) {
      throw new IllegalStateException("record 162 was checked when read: " + e.getMessage(), e);
    }
  }

  /** TRF-2026 record 362, the match points of a team result: {@link TeamPointSystem#FIDE} (2 / 1 / 0) without it. */
  public TeamPointSystem teamPointSystem() {
    TrfLine line = firstLine("362");
    if (line == null) return TeamPointSystem.FIDE;
    try {
      return TrfScoringRecord.team(line);
    } catch (TrfException e) {
      throw new IllegalStateException("record 362 was checked when read: " + e.getMessage(), e);
    }
  }

  /** TRF-2026 records 310, the teams and their board order, in file order. */
  public List<TrfTeam> teams() {
    List<TrfTeam> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (!l.code().equals("310")) continue;
      try {
        out.add(TrfTeam.parse(l));
      } catch (TrfException e) {
        throw new IllegalStateException("record 310 was checked when read: " + e.getMessage(), e);
      }
    }
    return out;
  }

  /** TRF-2026 records 240, byes given apart from the round blocks, in file order. */
  public List<TrfByes> byes() {
    List<TrfByes> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (!l.code().equals("240")) continue;
      try {
        out.add(TrfByes.parse(l));
      } catch (TrfException e) {
        throw new IllegalStateException("record 240 was checked when read: " + e.getMessage(), e);
      }
    }
    return out;
  }

  /**
   * The bye record 240 gives {@code id} (a player, or a team in a team event) in {@code round}: {@code 'F'},
   * {@code 'H'} or {@code 'Z'}, or {@code ' '} for none.
   */
  public char byeOf(int id, int round) {
    char out = ' ';
    for (TrfByes b : byes()) {
      if (b.round() == round && b.ids().contains(id)) out = b.type();
    }
    return out;
  }

  /** TRF-2026 record 320, the pairing-allocated byes of a team event (the last such line), or null. */
  public TrfTeamByes teamByes() {
    TrfTeamByes out = null;
    for (TrfLine l : lines) {
      if (!l.code().equals("320")) continue;
      try {
        out = TrfTeamByes.parse(l);
      } catch (TrfException e) {
        throw new IllegalStateException("record 320 was checked when read: " + e.getMessage(), e);
      }
    }
    return out;
  }

  /** TRF-2026 records 330, the team matches decided by forfeit, in file order. */
  public List<TrfForfeitedMatch> forfeitedMatches() {
    List<TrfForfeitedMatch> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (!l.code().equals("330")) continue;
      try {
        out.add(TrfForfeitedMatch.parse(l));
      } catch (TrfException e) {
        throw new IllegalStateException("record 330 was checked when read: " + e.getMessage(), e);
      }
    }
    return out;
  }

  /** TRF-2026 records 250, the accelerated rounds, in file order. */
  public List<TrfAcceleration> accelerations() {
    List<TrfAcceleration> out = new ArrayList<>();
    for (TrfLine l : lines) {
      if (!l.code().equals("250")) continue;
      try {
        out.add(TrfAcceleration.parse(l));
      } catch (TrfException e) {
        throw new IllegalStateException("record 250 was checked when read: " + e.getMessage(), e);
      }
    }
    return out;
  }

  /**
   * Record 192 asks for the Baku acceleration (C.04.5.1): an encoded type ending in {@code _BAKU}, such as
   * {@code FIDE_DUTCH_2025_BAKU}.
   */
  public boolean isBakuAccelerated() {
    return tournamentType().toUpperCase(java.util.Locale.ROOT).endsWith("_BAKU");
  }

  private TrfLine firstLine(String code) {
    for (TrfLine l : lines) {
      if (l.code().equals(code)) return l;
    }
    return null;
  }

  /** A copy with this player's line replaced (by start number) or, for a new start number, appended. */
  public Trf withPlayer(TrfPlayer player) {
    List<TrfLine> newLines = new ArrayList<>(lines);
    List<TrfPlayer> newPlayers = new ArrayList<>(players);
    int index = -1;
    for (int i = 0; i < newPlayers.size(); i++) {
      if (newPlayers.get(i).startNumber() == player.startNumber()) index = i;
    }
    if (index < 0) {
      newPlayers.add(player);
      String terminator = lines.isEmpty() ? "\n" : lines.get(lines.size() - 1).terminator();
      if (!newLines.isEmpty() && terminator.isEmpty()) {
        TrfLine last = newLines.remove(newLines.size() - 1);
        newLines.add(new TrfLine(last.number(), last.text(), "\n"));
        terminator = "\n";
      }
      newLines.add(new TrfLine(0, player.format(), terminator));
    } else {
      newPlayers.set(index, player);
      int seen = -1;
      for (int i = 0; i < newLines.size(); i++) {
        if (newLines.get(i).isPlayer() && ++seen == index) {
          TrfLine old = newLines.get(i);
          newLines.set(i, new TrfLine(old.number(), player.format(), old.terminator()));
        }
      }
    }
    return new Trf(newLines, newPlayers, plannedRounds, initialColor, pairByRank);
  }

  /** A file built in memory: a name line ({@code 012}), {@code XXR} when rounds &gt; 0, and the players. */
  public static Trf of(String name, int plannedRounds, InitialColor initialColor, List<TrfPlayer> players) {
    List<TrfLine> lines = new ArrayList<>();
    lines.add(TrfLine.of("012 " + name));
    if (plannedRounds > 0) lines.add(TrfLine.of("XXR " + plannedRounds));
    if (initialColor != null) lines.add(TrfLine.of("XXC " + (initialColor == InitialColor.WHITE ? "white1" : "black1")));
    for (TrfPlayer p : players) lines.add(TrfLine.of(p.format()));
    return new Trf(lines, players, plannedRounds, initialColor, false);
  }
}
