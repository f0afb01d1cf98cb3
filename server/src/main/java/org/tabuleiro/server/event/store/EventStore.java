package org.tabuleiro.server.event.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventAuditEntry;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventEntry;
import org.tabuleiro.server.event.EventOnline;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.EventResult;
import org.tabuleiro.server.event.EventSettings;
import org.tabuleiro.server.event.EventState;
import org.tabuleiro.server.event.EventTeams;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.RequestedBye;

/** The event tables seen from inside one transaction ({@link EventRepository}). */
public interface EventStore {
  /** Stores a new event with its arbiters (account ids, the first the chief) and returns its id. */
  long createEvent(EventSettings settings, List<Long> arbiterIds, long createdBy, Instant now);

  Optional<Event> event(long eventId);

  /** Sets the time control, the online play and the entry conditions (changes made before the event starts). */
  void setPlay(long eventId, String timeControl, EventOnline online, EventEntry entry);

  /** The club games of a round's online boards, by board. */
  Map<Integer, Long> gameIds(long eventId, int round);

  /** Notes the club game of an online board. */
  void setGameId(long eventId, int round, int board, long gameId);

  /** Notes the club games of a round's online boards (by board), in one batch. */
  void setGameIds(long eventId, int round, Map<Integer, Long> games);

  /** The start numbers of the players marked remote (they play a hybrid event's games online). */
  java.util.Set<Integer> remotePlayers(long eventId);

  void setRemote(long eventId, int startNo, boolean remote);

  /** Removes a player who withdrew before round 1 (and the byes they asked for). */
  void deletePlayer(long eventId, int startNo);

  /** An account's club rating (rounded) and rated games in a game and pool: {rating, games}, if it has played one. */
  Optional<int[]> accountRating(long accountId, String game, String pool);

  /**
   * The account's club games of events whose boards have no result yet, newest first: {@code event, eventName, round,
   * board, gameId, color, opponent}.
   */
  List<Map<String, Object>> currentGames(long accountId);

  /** The usernames of the accounts the event's players are linked to, by account id. */
  Map<Long, String> usernames(long eventId);

  /** The ids of the events played in the club (online or hybrid), oldest first. */
  List<Long> playedInClub();

  /** Events in creation order, newest first. */
  List<Event> events();

  /** The players by start number. */
  List<EventPlayer> players(long eventId);

  /** Every board of every round, by round and board. */
  List<EventBoard> boards(long eventId);

  /** One board, if the round has it. */
  Optional<EventBoard> board(long eventId, int round, int board);

  List<RequestedBye> byes(long eventId);

  /** Registers players with start numbers {@code firstStartNo}, {@code firstStartNo + 1}... in order. */
  void addPlayers(long eventId, List<NewPlayer> players, int firstStartNo);

  /**
   * Gives the players (by id) the start numbers 1, 2, 3... in this order, with their seed rating (by id); the byes
   * they asked for move with them.
   */
  void renumber(long eventId, List<Long> playerIdsInOrder, Map<Long, Integer> seedRatings);

  void setSeedRating(long playerId, int seedRating);

  void setRounds(long eventId, int rounds);

  void setPublished(long eventId, boolean published);

  /** Stores round {@code round} and its boards (each at version 1), published or as a draft. */
  void addRound(long eventId, int round, List<EventBoard> boards, Instant now, boolean published);

  /** Publishes a draft round. */
  void publishRound(long eventId, int round, Instant now);

  /** When each published round was published, by round. */
  Map<Integer, Instant> roundDates(long eventId);

  /** Seats these players (start numbers; black null: the bye) at a board of a round, one version more. */
  void setPlayers(long eventId, int round, int board, int white, Integer black);

  /** Removes the round and its boards. */
  void deleteRound(long eventId, int round);

  /** The moves of the games entered with them, by "round/board". */
  Map<String, String> games(long eventId);

  /** The moves of one board's game, if they were entered. */
  Optional<String> game(long eventId, int round, int board);

  /** Stores (or with null removes) the moves of a board's game. */
  void setGame(long eventId, int round, int board, String moves);

  /** Sets a board's result (null clears it) if its version is still {@code expectedVersion}; false otherwise. */
  boolean setResult(long eventId, int round, int board, EventResult result, int expectedVersion);

  void setWithdrawnFrom(long eventId, int startNo, Integer round);

  /** A player's corrected details: name, gender, birth year and date, club and school cycle. */
  void setDetails(long eventId, int startNo, NewPlayer details);

  /** Links the player to a club account (null: unlinks). */
  void setAccount(long eventId, int startNo, Long accountId);

  /** Sets ({@code kind} H, Z or F) or removes ({@code kind} null) a requested bye. */
  void setBye(long eventId, int startNo, int round, Character kind);

  /**
   * Adds a line to the audit log. Every change of an event adds one, in the transaction of the change: the last
   * line's id ({@link #changeMark}) is the event's version, which the cached standings depend on.
   */
  void audit(long eventId, Long accountId, Instant at, String action, String target, String before, String after);

  /** The id of the event's last audit line: it changes whenever the event does. */
  long changeMark(long eventId);

  List<EventAuditEntry> auditLog(long eventId);

  /** The team tables (migration V10) in this same transaction. */
  EventTeamStore teams();

  /** The current club rating (rounded) of each player linked to an account that has one, by player id. */
  Map<Long, Integer> clubRatings(long eventId, String game, String pool);

  /** The teams and matches of the event, or null for an individual event. */
  default EventTeams teamsOf(Event e) {
    if (e.settings().teams() == null) return null;
    return new EventTeams(teams().teams(e.id()), teams().matches(e.id()));
  }

  /** The state of the event as {@code e} (as its reader sees it) says: a reader's ends at the last published round. */
  default EventState state(Event e) {
    int shown = e.pairedRounds();
    List<EventBoard> boards = boards(e.id()).stream().filter(b -> b.round() <= shown).toList();
    return new EventState(e, players(e.id()), boards, byes(e.id()), roundDates(e.id()), teamsOf(e));
  }
}
