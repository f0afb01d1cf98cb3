package org.tabuleiro.server.event.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventArbiter;
import org.tabuleiro.server.event.EventAuditEntry;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventCategory;
import org.tabuleiro.server.event.EventEntry;
import org.tabuleiro.server.event.EventNames;
import org.tabuleiro.server.event.EventOnline;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.EventTeamSettings;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.RatingUsed;
import org.tabuleiro.server.event.RequestedBye;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.tournament.PointSystem;

/** {@link EventRepository} on the tables of migration V5. */
public final class JdbiEventRepository implements EventRepository {
  private final Jdbi jdbi;

  public JdbiEventRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** Carries a refusal out of the transaction, which rolls it back. */
  private static final class Refused extends RuntimeException {
    final Result<?> result;

    Refused(Result<?> result) {
      super(null, null, false, false);
      this.result = result;
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> Result<T> write(long eventId, Function<EventStore, Result<T>> work) {
    try {
      return jdbi.inTransaction(h -> {
        // The row lock orders every write of this event, in this process and in any other on the same database.
        h.createQuery("SELECT id FROM events WHERE id = :id FOR UPDATE").bind("id", eventId).mapTo(Long.class).findOne();
        Result<T> r = work.apply(new Store(h));
        if (r instanceof Result.Rejected<T>) throw new Refused(r);
        return r;
      });
    } catch (Refused e) {
      return (Result<T>) e.result;
    }
  }

  @Override
  public <T> T read(Function<EventStore, T> work) {
    return jdbi.inTransaction(h -> work.apply(new Store(h)));
  }

  private static final com.fasterxml.jackson.databind.ObjectMapper JSON = new com.fasterxml.jackson.databind.ObjectMapper();

  /**
   * The event's own age groups as stored in {@code events.categories}: {@code [{"name", "fromYear", "toYear",
   * "cycles"?: ["1", "sec"]}]} ({@code cycles} only when the group is for some cycles; lists stored before cycles
   * existed read as groups for any cycle); null for the school-sport preset.
   */
  static String writeCategories(List<EventCategory> categories) {
    if (categories.isEmpty()) return null;
    List<Map<String, Object>> out = new java.util.ArrayList<>();
    for (EventCategory c : categories) {
      Map<String, Object> m = new java.util.LinkedHashMap<>();
      m.put("name", c.name());
      m.put("fromYear", c.fromYear());
      m.put("toYear", c.toYear());
      if (!c.cycles().isEmpty()) m.put("cycles", c.cyclesInOrder().stream().map(SchoolCycle::code).toList());
      out.add(m);
    }
    try {
      return JSON.writeValueAsString(out);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  static List<EventCategory> readCategories(String text) {
    if (text == null) return List.of();
    try {
      List<EventCategory> out = new java.util.ArrayList<>();
      for (com.fasterxml.jackson.databind.JsonNode c : JSON.readTree(text)) {
        java.util.Set<SchoolCycle> cycles = java.util.EnumSet.noneOf(SchoolCycle.class);
        for (com.fasterxml.jackson.databind.JsonNode code : c.path("cycles")) cycles.add(SchoolCycle.ofCode(code.asText()).orElseThrow());
        out.add(new EventCategory(c.path("name").asText(), year(c.get("fromYear")), year(c.get("toYear")), cycles));
      }
      return List.copyOf(out);
    } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException e) {
      throw new IllegalStateException("events.categories holds no category list: " + text, e);
    }
  }

  private static Integer year(com.fasterxml.jackson.databind.JsonNode n) {
    return n == null || n.isNull() ? null : n.intValue();
  }

  private record Store(Handle h) implements EventStore {
    @Override
    public EventTeamStore teams() {
      return new JdbiEventTeamStore(h);
    }

    @Override
    public long createEvent(EventSettings s, List<Long> arbiterIds, long createdBy, Instant now) {
      long id = h.createUpdate("""
              INSERT INTO events (name, place, starts_on, ends_on, organiser, game, time_control, pairing_system, rounds,
                                  win_points, draw_points, loss_points, absence_points, tiebreaks, rating_used,
                                  initial_color, season, published, created_by, created_at, categories, school_best,
                                  requested_byes, boards, match_points)
              VALUES (:name, :place, :startsOn, :endsOn, :organiser, :game, :timeControl, :system, :rounds,
                      :win, :draw, :loss, :absence, :tiebreaks, :ratingUsed, :initialColor, :season, :published,
                      :createdBy, :createdAt, :categories, :schoolBest, :requestedByes, :boards, :matchPoints)""")
          .bind("name", s.name()).bind("place", s.place()).bind("startsOn", s.startsOn()).bind("endsOn", s.endsOn())
          .bind("organiser", s.organiser()).bind("game", s.game().key()).bind("timeControl", s.timeControl())
          .bind("system", s.system().key()).bind("rounds", s.rounds())
          .bind("win", s.points().win()).bind("draw", s.points().draw()).bind("loss", s.points().loss())
          .bind("absence", s.points().absence()).bind("tiebreaks", String.join(",", s.tiebreaks()))
          .bind("ratingUsed", s.ratingUsed().key()).bind("initialColor", s.initialWhite() ? "white" : "black")
          .bind("season", s.season()).bind("published", s.published()).bind("createdBy", createdBy)
          .bind("createdAt", now).bind("categories", writeCategories(s.categories())).bind("schoolBest", s.schoolBest())
          .bind("requestedByes", s.requestedByes().equals(EventSettings.DEFAULT_REQUESTED_BYES) ? null : s.requestedByes())
          .bind("boards", s.teams() == null ? null : s.teams().boards())
          .bind("matchPoints", s.teams() == null ? null : s.teams().matchPoints().key())
          .executeAndReturnGeneratedKeys("id").mapTo(Long.class).one();
      setPlay(id, s.timeControl(), s.online(), s.entry());
      for (int i = 0; i < arbiterIds.size(); i++) {
        h.createUpdate("INSERT INTO event_arbiters (event_id, account_id, chief) VALUES (:e, :a, :chief)")
            .bind("e", id).bind("a", arbiterIds.get(i)).bind("chief", i == 0).execute();
      }
      return id;
    }

    @Override
    public void setPlay(long eventId, String timeControl, EventOnline o, EventEntry en) {
      h.createUpdate("""
              UPDATE events SET time_control = :timeControl, play_mode = :mode, rated = :rated, wait_seconds = :wait,
                     auto_pair = :autoPair, pause_seconds = :pause, starts_at = :startsAt, entry_open = :open,
                     max_players = :max, min_rating = :minRating, max_rating = :maxRating,
                     min_rated_games = :minGames, entry_category = :ageGroup, invitation_code = :code
              WHERE id = :e""")
          .bind("timeControl", timeControl)
          .bind("mode", o == null ? null : o.mode().key()).bind("rated", o == null ? null : o.rated())
          .bind("wait", o == null ? null : o.waitSeconds()).bind("autoPair", o == null ? null : o.autoPair())
          .bind("pause", o == null ? null : o.pauseSeconds()).bind("startsAt", o == null ? null : o.startsAt())
          .bind("open", en.open() ? Boolean.TRUE : null).bind("max", en.maxPlayers()).bind("minRating", en.minRating())
          .bind("maxRating", en.maxRating()).bind("minGames", en.minRatedGames()).bind("ageGroup", en.ageGroup())
          .bind("code", en.invitationCode()).bind("e", eventId).execute();
    }

    private static EventOnline online(ResultSet rs) throws SQLException {
      String mode = rs.getString("play_mode");
      if (mode == null) return null;
      java.time.OffsetDateTime startsAt = rs.getObject("starts_at", java.time.OffsetDateTime.class);
      return new EventOnline(EventOnline.Mode.byKey(mode).orElseThrow(), rs.getBoolean("rated"), rs.getInt("wait_seconds"),
          rs.getBoolean("auto_pair"), rs.getInt("pause_seconds"), startsAt == null ? null : startsAt.toInstant());
    }

    private static EventEntry entry(ResultSet rs) throws SQLException {
      if (!rs.getBoolean("entry_open")) {
        return rs.getObject("max_players") == null && rs.getString("invitation_code") == null ? EventEntry.CLOSED
            : new EventEntry(false, rs.getObject("max_players", Integer.class), rs.getObject("min_rating", Integer.class),
                rs.getObject("max_rating", Integer.class), rs.getObject("min_rated_games", Integer.class),
                rs.getString("entry_category"), rs.getString("invitation_code"));
      }
      return new EventEntry(true, rs.getObject("max_players", Integer.class), rs.getObject("min_rating", Integer.class),
          rs.getObject("max_rating", Integer.class), rs.getObject("min_rated_games", Integer.class),
          rs.getString("entry_category"), rs.getString("invitation_code"));
    }

    @Override
    public Map<Integer, Long> gameIds(long eventId, int round) {
      Map<Integer, Long> out = new HashMap<>();
      h.createQuery("SELECT board_no, game_id FROM event_boards WHERE event_id = :e AND round_no = :r AND game_id IS NOT NULL")
          .bind("e", eventId).bind("r", round)
          .map((rs, ctx) -> Map.entry(rs.getInt(1), rs.getLong(2))).forEach(en -> out.put(en.getKey(), en.getValue()));
      return out;
    }

    @Override
    public void setGameId(long eventId, int round, int board, long gameId) {
      h.createUpdate("UPDATE event_boards SET game_id = :g WHERE event_id = :e AND round_no = :r AND board_no = :b")
          .bind("g", gameId).bind("e", eventId).bind("r", round).bind("b", board).execute();
    }

    @Override
    public void setGameIds(long eventId, int round, Map<Integer, Long> games) {
      if (games.isEmpty()) return;
      PreparedBatch batch = h.prepareBatch("UPDATE event_boards SET game_id = :g WHERE event_id = :e AND round_no = :r AND board_no = :b");
      games.forEach((board, game) -> batch.bind("g", game).bind("e", eventId).bind("r", round).bind("b", board).add());
      batch.execute();
    }

    @Override
    public java.util.Set<Integer> remotePlayers(long eventId) {
      return new java.util.HashSet<>(h.createQuery("SELECT start_no FROM event_players WHERE event_id = :e AND remote")
          .bind("e", eventId).mapTo(Integer.class).list());
    }

    @Override
    public void setRemote(long eventId, int startNo, boolean remote) {
      h.createUpdate("UPDATE event_players SET remote = :r WHERE event_id = :e AND start_no = :no")
          .bind("r", remote).bind("e", eventId).bind("no", startNo).execute();
    }

    @Override
    public void deletePlayer(long eventId, int startNo) {
      h.createUpdate("DELETE FROM event_byes WHERE event_id = :e AND start_no = :no").bind("e", eventId).bind("no", startNo).execute();
      h.createUpdate("DELETE FROM event_players WHERE event_id = :e AND start_no = :no").bind("e", eventId).bind("no", startNo).execute();
    }

    @Override
    public Optional<int[]> accountRating(long accountId, String game, String pool) {
      return h.createQuery("SELECT rating, games FROM ratings WHERE account_id = :a AND game = :g AND pool = :p")
          .bind("a", accountId).bind("g", game).bind("p", pool)
          .map((rs, ctx) -> new int[] {(int) Math.round(rs.getDouble(1)), rs.getInt(2)}).findOne();
    }

    @Override
    public List<Map<String, Object>> currentGames(long accountId) {
      return h.createQuery("""
              SELECT b.event_id, e.name, b.round_no, b.board_no, b.game_id, b.white_no, p.start_no,
                     ow.name AS white_name, ob.name AS black_name
              FROM event_players p
              JOIN event_boards b ON b.event_id = p.event_id AND (b.white_no = p.start_no OR b.black_no = p.start_no)
              JOIN events e ON e.id = b.event_id
              LEFT JOIN event_players ow ON ow.event_id = b.event_id AND ow.start_no = b.white_no
              LEFT JOIN event_players ob ON ob.event_id = b.event_id AND ob.start_no = b.black_no
              WHERE p.account_id = :a AND b.game_id IS NOT NULL AND b.result IS NULL
              ORDER BY b.game_id DESC""")
          .bind("a", accountId)
          .map((rs, ctx) -> {
            Map<String, Object> m = new java.util.LinkedHashMap<>();
            boolean white = rs.getInt("white_no") == rs.getInt("start_no");
            m.put("event", rs.getLong("event_id"));
            m.put("eventName", rs.getString("name"));
            m.put("round", rs.getInt("round_no"));
            m.put("board", rs.getInt("board_no"));
            m.put("gameId", rs.getLong("game_id"));
            m.put("socket", "/ws/game/" + rs.getLong("game_id"));
            m.put("color", white ? "white" : "black");
            m.put("opponent", white ? rs.getString("black_name") : rs.getString("white_name"));
            return m;
          }).list();
    }

    @Override
    public Map<Long, String> usernames(long eventId) {
      Map<Long, String> out = new HashMap<>();
      h.createQuery("""
              SELECT a.id, a.username FROM event_players p JOIN accounts a ON a.id = p.account_id WHERE p.event_id = :e""")
          .bind("e", eventId).map((rs, ctx) -> Map.entry(rs.getLong(1), rs.getString(2)))
          .forEach(en -> out.put(en.getKey(), en.getValue()));
      return out;
    }

    @Override
    public List<Long> playedInClub() {
      return h.createQuery("SELECT id FROM events WHERE play_mode IS NOT NULL ORDER BY id").mapTo(Long.class).list();
    }

    @Override
    public Optional<Event> event(long eventId) {
      return h.createQuery("SELECT * FROM events WHERE id = :id").bind("id", eventId)
          .map((rs, ctx) -> event(rs)).findOne();
    }

    @Override
    public List<Event> events() {
      return h.createQuery("SELECT * FROM events ORDER BY id DESC").map((rs, ctx) -> event(rs)).list();
    }

    private Event event(ResultSet rs) throws SQLException {
      long id = rs.getLong("id");
      PointSystem points = new PointSystem(rs.getInt("win_points"), rs.getInt("draw_points"), rs.getInt("loss_points"),
          rs.getInt("absence_points"), rs.getInt("win_points"), rs.getInt("draw_points"));
      String tiebreaks = rs.getString("tiebreaks");
      List<EventArbiter> arbiters = h.createQuery("""
              SELECT a.account_id, c.username, c.display_name, a.chief FROM event_arbiters a
              JOIN accounts c ON c.id = a.account_id WHERE a.event_id = :e ORDER BY a.chief DESC, c.username_lower""")
          .bind("e", id)
          .map((r, ctx) -> new EventArbiter(r.getLong(1), r.getString(2), r.getString(3), r.getBoolean(4))).list();
      int season = rs.getInt("season");
      boolean noSeason = rs.wasNull();
      var settings = new EventSettings(rs.getString("name"), rs.getString("place"),
          rs.getObject("starts_on", LocalDate.class), rs.getObject("ends_on", LocalDate.class),
          rs.getString("organiser"), GameVariant.byKey(rs.getString("game")), rs.getString("time_control"),
          EventSystem.byKey(rs.getString("pairing_system")).orElseThrow(), rs.getInt("rounds"), points,
          tiebreaks.isEmpty() ? List.of() : Arrays.asList(tiebreaks.split(",")),
          RatingUsed.byKey(rs.getString("rating_used")).orElseThrow(), rs.getString("initial_color").equals("white"),
          noSeason ? null : season, rs.getBoolean("published"), arbiters.stream().map(EventArbiter::username).toList(),
          readCategories(rs.getString("categories")), rs.getObject("school_best", Integer.class) == null ? 3 : rs.getInt("school_best"),
          rs.getString("requested_byes") == null ? EventSettings.DEFAULT_REQUESTED_BYES : rs.getString("requested_byes"),
          teamSettings(rs), online(rs), entry(rs));
      int[] rounds = h.createQuery("""
              SELECT COALESCE(MAX(round_no), 0), COALESCE(MAX(CASE WHEN published THEN round_no END), 0)
              FROM event_rounds WHERE event_id = :e""")
          .bind("e", id).map((r, ctx) -> new int[] {r.getInt(1), r.getInt(2)}).one();
      int players = h.createQuery("SELECT COUNT(*) FROM event_players WHERE event_id = :e").bind("e", id)
          .mapTo(Integer.class).one();
      boolean complete = rounds[1] == 0 || h.createQuery("""
              SELECT COUNT(*) FROM event_boards WHERE event_id = :e AND round_no = :r AND black_no IS NOT NULL
              AND (result IS NULL OR result = '*')""")
          .bind("e", id).bind("r", rounds[1]).mapTo(Integer.class).one() == 0;
      return new Event(id, settings, arbiters, rs.getLong("created_by"),
          rs.getObject("created_at", java.time.OffsetDateTime.class).toInstant(), rounds[0], rounds[1], players, complete);
    }

    private static EventTeamSettings teamSettings(ResultSet rs) throws SQLException {
      Integer boards = rs.getObject("boards", Integer.class);
      if (boards == null) return null;
      return new EventTeamSettings(boards, EventTeamSettings.MatchPoints.byKey(rs.getString("match_points")).orElseThrow());
    }

    @Override
    public List<EventPlayer> players(long eventId) {
      return h.createQuery("SELECT * FROM event_players WHERE event_id = :e ORDER BY start_no").bind("e", eventId)
          .map((rs, ctx) -> new EventPlayer(rs.getLong("id"), rs.getInt("start_no"), rs.getString("name"),
              rs.getString("gender"), (Integer) rs.getObject("birth_year", Integer.class),
              rs.getObject("birth_date", LocalDate.class), rs.getString("club"), rs.getString("fide_id"),
              rs.getString("federation"), rs.getInt("rating"), rs.getObject("seed_rating", Integer.class),
              rs.getObject("account_id", Long.class), rs.getObject("withdrawn_from", Integer.class),
              SchoolCycle.ofCode(rs.getString("school_cycle")).orElse(null)))
          .list();
    }

    @Override
    public List<EventBoard> boards(long eventId) {
      return h.createQuery("""
              SELECT round_no, board_no, white_no, black_no, result, version FROM event_boards
              WHERE event_id = :e ORDER BY round_no, board_no""")
          .bind("e", eventId)
          .map((rs, ctx) -> new EventBoard(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getObject(4, Integer.class),
              rs.getString(5) == null ? null : EventResult.parse(rs.getString(5)).orElseThrow(), rs.getInt(6)))
          .list();
    }

    @Override
    public Optional<EventBoard> board(long eventId, int round, int board) {
      return h.createQuery("""
              SELECT round_no, board_no, white_no, black_no, result, version FROM event_boards
              WHERE event_id = :e AND round_no = :r AND board_no = :b""")
          .bind("e", eventId).bind("r", round).bind("b", board)
          .map((rs, ctx) -> new EventBoard(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getObject(4, Integer.class),
              rs.getString(5) == null ? null : EventResult.parse(rs.getString(5)).orElseThrow(), rs.getInt(6)))
          .findOne();
    }

    @Override
    public List<RequestedBye> byes(long eventId) {
      return h.createQuery("SELECT start_no, round_no, kind FROM event_byes WHERE event_id = :e ORDER BY start_no, round_no")
          .bind("e", eventId).map((rs, ctx) -> new RequestedBye(rs.getInt(1), rs.getInt(2), rs.getString(3).charAt(0)))
          .list();
    }

    @Override
    public void addPlayers(long eventId, List<NewPlayer> players, int firstStartNo) {
      PreparedBatch batch = h.prepareBatch("""
          INSERT INTO event_players (event_id, start_no, name, name_key, gender, birth_year, birth_date, club, fide_id,
                                     federation, rating, account_id, school_cycle)
          VALUES (:e, :startNo, :name, :nameKey, :gender, :birthYear, :birthDate, :club, :fideId, :federation, :rating,
                  :accountId, :cycle)""");
      int no = firstStartNo;
      for (NewPlayer p : players) {
        batch.bind("e", eventId).bind("startNo", no++).bind("name", p.name()).bind("nameKey", EventNames.key(p.name()))
            .bind("gender", p.gender()).bind("birthYear", p.birthYear()).bind("birthDate", p.birthDate())
            .bind("club", p.club()).bind("fideId", p.fideId()).bind("federation", p.federation())
            .bind("rating", p.rating()).bind("accountId", p.accountId())
            .bind("cycle", p.cycle() == null ? null : p.cycle().code()).add();
      }
      if (!players.isEmpty()) batch.execute();
    }

    @Override
    public void renumber(long eventId, List<Long> playerIdsInOrder, Map<Long, Integer> seedRatings) {
      Map<Long, Integer> before = new java.util.HashMap<>();
      h.createQuery("SELECT id, start_no FROM event_players WHERE event_id = :e").bind("e", eventId)
          .map((rs, ctx) -> Map.entry(rs.getLong(1), rs.getInt(2))).forEach(en -> before.put(en.getKey(), en.getValue()));
      // Through negative numbers, so the unique (event, start number) holds after every single update. The byes
      // asked for go with their players (they are kept by start number).
      h.createUpdate("UPDATE event_players SET start_no = -start_no WHERE event_id = :e").bind("e", eventId).execute();
      h.createUpdate("UPDATE event_byes SET start_no = -start_no WHERE event_id = :e").bind("e", eventId).execute();
      PreparedBatch batch = h.prepareBatch("UPDATE event_players SET start_no = :no, seed_rating = :seed WHERE id = :id");
      PreparedBatch byes = h.prepareBatch("UPDATE event_byes SET start_no = :no WHERE event_id = :e AND start_no = :old");
      for (int i = 0; i < playerIdsInOrder.size(); i++) {
        long id = playerIdsInOrder.get(i);
        batch.bind("no", i + 1).bind("seed", seedRatings.get(id)).bind("id", id).add();
        byes.bind("no", i + 1).bind("e", eventId).bind("old", -before.get(id)).add();
      }
      if (!playerIdsInOrder.isEmpty()) {
        batch.execute();
        byes.execute();
      }
    }

    @Override
    public void setSeedRating(long playerId, int seedRating) {
      h.createUpdate("UPDATE event_players SET seed_rating = :seed WHERE id = :id").bind("seed", seedRating)
          .bind("id", playerId).execute();
    }

    @Override
    public void setRounds(long eventId, int rounds) {
      h.createUpdate("UPDATE events SET rounds = :r WHERE id = :e").bind("r", rounds).bind("e", eventId).execute();
    }

    @Override
    public void setPublished(long eventId, boolean published) {
      h.createUpdate("UPDATE events SET published = :p WHERE id = :e").bind("p", published).bind("e", eventId).execute();
    }

    @Override
    public void addRound(long eventId, int round, List<EventBoard> boards, Instant now, boolean published) {
      h.createUpdate("""
              INSERT INTO event_rounds (event_id, round_no, paired_at, published, published_at)
              VALUES (:e, :r, :at, :published, :publishedAt)""")
          .bind("e", eventId).bind("r", round).bind("at", now).bind("published", published)
          .bind("publishedAt", published ? now : null).execute();
      PreparedBatch batch = h.prepareBatch("""
          INSERT INTO event_boards (event_id, round_no, board_no, white_no, black_no, result, version)
          VALUES (:e, :r, :b, :white, :black, NULL, 1)""");
      for (EventBoard b : boards) {
        batch.bind("e", eventId).bind("r", round).bind("b", b.board()).bind("white", b.white())
            .bind("black", b.black()).add();
      }
      if (!boards.isEmpty()) batch.execute();
    }

    @Override
    public void publishRound(long eventId, int round, Instant now) {
      h.createUpdate("UPDATE event_rounds SET published = TRUE, published_at = :at WHERE event_id = :e AND round_no = :r")
          .bind("at", now).bind("e", eventId).bind("r", round).execute();
    }

    @Override
    public Map<Integer, Instant> roundDates(long eventId) {
      Map<Integer, Instant> out = new HashMap<>();
      h.createQuery("SELECT round_no, published_at FROM event_rounds WHERE event_id = :e AND published_at IS NOT NULL")
          .bind("e", eventId)
          .map((rs, ctx) -> Map.entry(rs.getInt(1), rs.getObject(2, java.time.OffsetDateTime.class).toInstant()))
          .forEach(en -> out.put(en.getKey(), en.getValue()));
      return out;
    }

    @Override
    public void setPlayers(long eventId, int round, int board, int white, Integer black) {
      h.createUpdate("""
              UPDATE event_boards SET white_no = :white, black_no = :black, version = version + 1
              WHERE event_id = :e AND round_no = :r AND board_no = :b""")
          .bind("white", white).bind("black", black).bind("e", eventId).bind("r", round).bind("b", board).execute();
    }

    @Override
    public void deleteRound(long eventId, int round) {
      h.createUpdate("DELETE FROM event_boards WHERE event_id = :e AND round_no = :r").bind("e", eventId)
          .bind("r", round).execute();
      h.createUpdate("DELETE FROM event_rounds WHERE event_id = :e AND round_no = :r").bind("e", eventId)
          .bind("r", round).execute();
    }

    @Override
    public boolean setResult(long eventId, int round, int board, EventResult result, int expectedVersion) {
      return h.createUpdate("""
              UPDATE event_boards SET result = :result, version = version + 1
              WHERE event_id = :e AND round_no = :r AND board_no = :b AND version = :v""")
          .bind("result", result == null ? null : result.text()).bind("e", eventId).bind("r", round)
          .bind("b", board).bind("v", expectedVersion).execute() == 1;
    }

    @Override
    public Map<String, String> games(long eventId) {
      Map<String, String> out = new HashMap<>();
      h.createQuery("SELECT round_no, board_no, moves FROM event_games WHERE event_id = :e").bind("e", eventId)
          .map((rs, ctx) -> Map.entry(rs.getInt(1) + "/" + rs.getInt(2), rs.getString(3)))
          .forEach(en -> out.put(en.getKey(), en.getValue()));
      return out;
    }

    @Override
    public Optional<String> game(long eventId, int round, int board) {
      return h.createQuery("SELECT moves FROM event_games WHERE event_id = :e AND round_no = :r AND board_no = :b")
          .bind("e", eventId).bind("r", round).bind("b", board).mapTo(String.class).findOne();
    }

    @Override
    public void setGame(long eventId, int round, int board, String moves) {
      h.createUpdate("DELETE FROM event_games WHERE event_id = :e AND round_no = :r AND board_no = :b")
          .bind("e", eventId).bind("r", round).bind("b", board).execute();
      if (moves == null) return;
      h.createUpdate("INSERT INTO event_games (event_id, round_no, board_no, moves) VALUES (:e, :r, :b, :m)")
          .bind("e", eventId).bind("r", round).bind("b", board).bind("m", moves).execute();
    }

    @Override
    public void setWithdrawnFrom(long eventId, int startNo, Integer round) {
      h.createUpdate("UPDATE event_players SET withdrawn_from = :r WHERE event_id = :e AND start_no = :no")
          .bind("r", round).bind("e", eventId).bind("no", startNo).execute();
    }

    @Override
    public void setDetails(long eventId, int startNo, NewPlayer p) {
      h.createUpdate("""
          UPDATE event_players SET name = :name, name_key = :nameKey, gender = :gender, birth_year = :birthYear,
                                   birth_date = :birthDate, club = :club, school_cycle = :cycle
          WHERE event_id = :e AND start_no = :no""")
          .bind("name", p.name()).bind("nameKey", EventNames.key(p.name())).bind("gender", p.gender())
          .bind("birthYear", p.birthYear()).bind("birthDate", p.birthDate()).bind("club", p.club())
          .bind("cycle", p.cycle() == null ? null : p.cycle().code()).bind("e", eventId).bind("no", startNo).execute();
    }

    @Override
    public void setAccount(long eventId, int startNo, Long accountId) {
      h.createUpdate("UPDATE event_players SET account_id = :a WHERE event_id = :e AND start_no = :no")
          .bind("a", accountId).bind("e", eventId).bind("no", startNo).execute();
    }

    @Override
    public void setBye(long eventId, int startNo, int round, Character kind) {
      h.createUpdate("DELETE FROM event_byes WHERE event_id = :e AND start_no = :no AND round_no = :r")
          .bind("e", eventId).bind("no", startNo).bind("r", round).execute();
      if (kind == null) return;
      h.createUpdate("INSERT INTO event_byes (event_id, start_no, round_no, kind) VALUES (:e, :no, :r, :k)")
          .bind("e", eventId).bind("no", startNo).bind("r", round).bind("k", String.valueOf(kind)).execute();
    }

    @Override
    public void audit(long eventId, Long accountId, Instant at, String action, String target, String before,
        String after) {
      h.createUpdate("""
              INSERT INTO event_audit (event_id, account_id, changed_at, action, target, before_value, after_value)
              VALUES (:e, :a, :at, :action, :target, :before, :after)""")
          .bind("e", eventId).bind("a", accountId).bind("at", at).bind("action", action).bind("target", target)
          .bind("before", before).bind("after", after).execute();
    }

    @Override
    public long changeMark(long eventId) {
      return h.createQuery("SELECT COALESCE(MAX(id), 0) FROM event_audit WHERE event_id = :e").bind("e", eventId)
          .mapTo(Long.class).one();
    }

    @Override
    public List<EventAuditEntry> auditLog(long eventId) {
      return h.createQuery("""
              SELECT l.id, c.username, l.changed_at, l.action, l.target, l.before_value, l.after_value
              FROM event_audit l LEFT JOIN accounts c ON c.id = l.account_id WHERE l.event_id = :e ORDER BY l.id""")
          .bind("e", eventId)
          .map((rs, ctx) -> new EventAuditEntry(rs.getLong(1), rs.getString(2),
              rs.getObject(3, java.time.OffsetDateTime.class).toInstant().toString(), rs.getString(4), rs.getString(5),
              rs.getString(6), rs.getString(7)))
          .list();
    }

    @Override
    public Map<Long, Integer> clubRatings(long eventId, String game, String pool) {
      Map<Long, Integer> out = new HashMap<>();
      h.createQuery("""
              SELECT p.id, r.rating FROM event_players p
              JOIN ratings r ON r.account_id = p.account_id AND r.game = :game AND r.pool = :pool
              WHERE p.event_id = :e""")
          .bind("e", eventId).bind("game", game).bind("pool", pool)
          .map((rs, ctx) -> Map.entry(rs.getLong(1), (int) Math.round(rs.getDouble(2))))
          .forEach(en -> out.put(en.getKey(), en.getValue()));
      return out;
    }
  }

}
