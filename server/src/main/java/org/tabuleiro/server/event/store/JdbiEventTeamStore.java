package org.tabuleiro.server.event.store;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.tabuleiro.server.event.EventMatch;
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.EventTeam;

/** {@link EventTeamStore} on the tables of migration V10, in the transaction of {@code h}. */
record JdbiEventTeamStore(Handle h) implements EventTeamStore {
  /** Added to a team number while teams are renumbered, so that no two rows hold the same number meanwhile. */
  private static final int ASIDE = 1_000_000;

  @Override
  public List<EventTeam> teams(long eventId) {
    Map<Integer, String> names = new LinkedHashMap<>();
    h.createQuery("SELECT team_no, name FROM event_teams WHERE event_id = :e ORDER BY team_no").bind("e", eventId)
        .map((rs, ctx) -> names.put(rs.getInt(1), rs.getString(2))).list();
    Map<Integer, List<Integer>> players = new LinkedHashMap<>();
    for (int t : names.keySet()) players.put(t, new ArrayList<>());
    h.createQuery("""
            SELECT team_no, start_no FROM event_players WHERE event_id = :e AND team_no IS NOT NULL
            ORDER BY team_no, board_order, start_no""")
        .bind("e", eventId).map((rs, ctx) -> players.get(rs.getInt(1)).add(rs.getInt(2))).list();
    List<EventTeam> out = new ArrayList<>();
    names.forEach((n, name) -> out.add(new EventTeam(n, name, players.get(n))));
    return out;
  }

  @Override
  public List<EventMatch> matches(long eventId) {
    return h.createQuery("""
            SELECT round_no, match_no, white_team, black_team FROM event_matches WHERE event_id = :e
            ORDER BY round_no, match_no""")
        .bind("e", eventId)
        .map((rs, ctx) -> new EventMatch(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getObject(4, Integer.class))).list();
  }

  @Override
  public void addTeam(long eventId, int number, String name) {
    h.createUpdate("INSERT INTO event_teams (event_id, team_no, name, name_key) VALUES (:e, :n, :name, :key)")
        .bind("e", eventId).bind("n", number).bind("name", name).bind("key", EventNames.key(name)).execute();
  }

  @Override
  public void setTeam(long eventId, int startNo, int team, int boardOrder) {
    h.createUpdate("UPDATE event_players SET team_no = :t, board_order = :o WHERE event_id = :e AND start_no = :s")
        .bind("t", team).bind("o", boardOrder).bind("e", eventId).bind("s", startNo).execute();
  }

  @Override
  public void renumber(long eventId, Map<Integer, Integer> numbers) {
    for (String table : new String[] {"event_teams", "event_players"}) {
      h.createUpdate("UPDATE " + table + " SET team_no = team_no + " + ASIDE + " WHERE event_id = :e AND team_no IS NOT NULL")
          .bind("e", eventId).execute();
      PreparedBatch batch = h.prepareBatch("UPDATE " + table + " SET team_no = :to WHERE event_id = :e AND team_no = :from");
      numbers.forEach((from, to) -> batch.bind("to", to).bind("e", eventId).bind("from", from + ASIDE).add());
      if (!numbers.isEmpty()) batch.execute();
    }
  }

  @Override
  public void addMatches(long eventId, List<EventMatch> matches) {
    if (matches.isEmpty()) return;
    PreparedBatch batch = h.prepareBatch("""
        INSERT INTO event_matches (event_id, round_no, match_no, white_team, black_team)
        VALUES (:e, :r, :m, :w, :b)""");
    for (EventMatch m : matches) {
      batch.bind("e", eventId).bind("r", m.round()).bind("m", m.match()).bind("w", m.white()).bind("b", m.black()).add();
    }
    batch.execute();
  }
}
