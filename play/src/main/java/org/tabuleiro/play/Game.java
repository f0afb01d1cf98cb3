package org.tabuleiro.play;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

/**
 * One game in progress, chess or draughts, as an immutable value: the position and moves, the clocks, the
 * standing offers and the result. {@link #apply} decides what a {@link Command} does at an instant and returns
 * the next game with the {@link GameEvent}s that lead to it; {@link #replay} folds those events back into the
 * same game, so a stored event log rebuilds a game exactly.
 *
 * <pre>{@code
 * Game g = Game.start(GameSetup.online(GameVariant.CHESS, TimeControl.parse("3+2"), true), t0).game();
 * Update u = g.apply(new Command.Move(Color.WHITE, "e2e4"), t0.plusSeconds(1));
 * if (u instanceof Update.Applied a) g = a.game();          // events: MovePlayed(e2e4), clocks updated
 * }</pre>
 *
 * <p>The server calls {@code apply(new Command.CheckFlag(), now)} at {@link #flagInstant()} so that a flag falls
 * even when nobody is connected; any other command arriving after the flag fell also ends the game on time first.
 */
public final class Game {
  /** A player may offer a draw again only after two moves of their own since the last offer (anti-spam). */
  static final int DRAW_OFFER_INTERVAL_PLIES = 4;
  private static final int NEVER = -1_000;

  private final GameSetup setup;
  private final GameRules rules;
  private final Clock clock;
  private final boolean clockStarted;
  private final long[] moveClocks; // the mover's remaining time after each ply, for [%clk]
  private final Result result; // null while the game goes on
  private final boolean adjourned;
  private final Color drawOfferBy, takebackBy, adjournmentBy; // who proposed, or null
  private final int whiteLastDrawOffer, blackLastDrawOffer; // ply of each side's last draw offer
  private final int berserked; // 1: White went berserk, 2: Black, 3: both

  private Game(GameSetup setup, GameRules rules, Clock clock, boolean clockStarted, long[] moveClocks, Result result,
      boolean adjourned, Color drawOfferBy, Color takebackBy, Color adjournmentBy, int whiteLastDrawOffer,
      int blackLastDrawOffer, int berserked) {
    this.setup = setup;
    this.rules = rules;
    this.clock = clock;
    this.clockStarted = clockStarted;
    this.moveClocks = moveClocks;
    this.result = result;
    this.adjourned = adjourned;
    this.drawOfferBy = drawOfferBy;
    this.takebackBy = takebackBy;
    this.adjournmentBy = adjournmentBy;
    this.whiteLastDrawOffer = whiteLastDrawOffer;
    this.blackLastDrawOffer = blackLastDrawOffer;
    this.berserked = berserked;
  }

  /**
   * A new game. Its first event is {@link GameEvent.Started}; with {@link ClockStart#AT_START} the clock of the
   * side to move runs from {@code now}.
   *
   * @throws IllegalArgumentException when the setup's start position cannot be read
   */
  public static Update.Applied start(GameSetup setup, Instant now) {
    Game empty = new Game(setup, GameRules.start(setup.variant(), setup.initialFen()), Clock.of(setup.control()),
        false, new long[0], null, false, null, null, null, NEVER, NEVER, 0);
    GameEvent started = new GameEvent.Started(now);
    return new Update.Applied(empty.evolve(started), List.of(started));
  }

  /** The game the events lead to, from its setup. The events must be ones this class produced. */
  public static Game replay(GameSetup setup, List<GameEvent> events) {
    if (events.isEmpty() || !(events.get(0) instanceof GameEvent.Started)) {
      throw new IllegalArgumentException("an event log starts with Started");
    }
    Game g = new Game(setup, GameRules.start(setup.variant(), setup.initialFen()), Clock.of(setup.control()), false,
        new long[0], null, false, null, null, null, NEVER, NEVER, 0);
    for (GameEvent e : events) g = g.evolve(e);
    return g;
  }

  /**
   * The game after further events of its log (a restart's {@code Adjourned} and {@code Resumed}): as
   * {@link #replay} of the whole log would give, without replaying what this game already holds.
   */
  public Game then(List<GameEvent> events) {
    Game g = this;
    for (GameEvent e : events) g = g.evolve(e);
    return g;
  }

  // ---- Deciding -------------------------------------------------------------------------------------------

  /**
   * The move {@code text} names for {@code by} now, read once where the text arrives (a socket, a file), or the
   * rejection a move would meet now, in the order {@link #apply} checks: the game is over, adjourned, not
   * {@code by}'s turn, or the text names no legal move (chess: UCI or English SAN; draughts: PDN, a path when two
   * captures share their ends). A flag that has fallen is left to {@link #apply}.
   */
  public MoveReading read(Color by, String text) {
    Objects.requireNonNull(by);
    Objects.requireNonNull(text);
    if (result != null) return new MoveReading.Refused(rejection(Update.Reason.GAME_OVER, "the game is over"));
    if (adjourned) return new MoveReading.Refused(rejection(Update.Reason.ADJOURNED, "the game is adjourned: resume it first"));
    if (by != rules.sideToMove()) return new MoveReading.Refused(rejection(Update.Reason.NOT_YOUR_TURN, "it is not your turn"));
    try {
      return new MoveReading.Read(rules.read(text));
    } catch (IllegalMoveException e) {
      return new MoveReading.Refused(rejection(Update.Reason.ILLEGAL_MOVE, e.getMessage()));
    }
  }

  /** What the command does at {@code now}: the next game and its events, or why it changes nothing. */
  public Update apply(Command command, Instant now) {
    Objects.requireNonNull(command);
    Objects.requireNonNull(now);
    if (result != null) return reject(Update.Reason.GAME_OVER, "the game is over");
    if (hasFlagFallen(command, now)) {
      // FIDE 6.9: the flag fell before this command; whatever it was, the game ended then.
      return applied(new GameEvent.Ended(clock.flagInstant(), timeForfeit()));
    }
    return switch (command) {
      case Command.Move m -> move(m, now);
      case Command.Resign r -> applied(new GameEvent.Ended(now, new Result(Outcome.winner(r.by().opposite()),
          Termination.RESIGNATION)));
      case Command.Offer o -> GameOffers.offer(this, o.by(), o.what(), now);
      case Command.Accept a -> GameOffers.accept(this, a.by(), a.what(), now);
      case Command.Decline d -> GameOffers.decline(this, d.by(), d.what(), now);
      case Command.ClaimDraw c -> claimDraw(c, now);
      case Command.Abort a -> rules.plies() >= 2
          ? reject(Update.Reason.TOO_LATE, "a game can be aborted only before both sides have moved")
          : applied(new GameEvent.Ended(now, Result.aborted()));
      case Command.Resume r -> adjourned
          ? applied(new GameEvent.Resumed(now))
          : reject(Update.Reason.NOT_ALLOWED, "the game is not adjourned");
      case Command.CheckFlag f -> new Update.Applied(this, List.of());
      case Command.ClaimAbandonment c -> applied(new GameEvent.Ended(now,
          new Result(c.win() ? Outcome.winner(c.by()) : Outcome.DRAW, Termination.ABANDONMENT)));
      case Command.Berserk b -> berserk(b, now);
    };
  }

  /** Half the player's clock for the rest of the game, before their first move, once (lichess's arena berserk). */
  private Update berserk(Command.Berserk b, Instant now) {
    if (!(setup.control() instanceof TimeControl.Timed)) return reject(Update.Reason.NOT_ALLOWED, "berserk needs a clock");
    if (hasBerserked(b.by())) return reject(Update.Reason.NOT_ALLOWED, "already berserk");
    if (rules.plies() >= (b.by() == Color.WHITE ? 1 : 2)) {
      return reject(Update.Reason.TOO_LATE, "berserk only before your first move");
    }
    return applied(new GameEvent.Berserked(now, b.by()));
  }

  private Update move(Command.Move m, Instant now) {
    if (adjourned) return reject(Update.Reason.ADJOURNED, "the game is adjourned: resume it first");
    if (m.by() != rules.sideToMove()) return reject(Update.Reason.NOT_YOUR_TURN, "it is not your turn");
    GameRules.Played played;
    try {
      played = rules.play(m.move());
    } catch (IllegalMoveException e) {
      return reject(Update.Reason.ILLEGAL_MOVE, e.getMessage());
    }
    List<GameEvent> events = new ArrayList<>(2);
    Game g = moved(played, m.by(), m.lagMillis(), now, events);
    Result auto = played.next().automaticResult();
    if (auto != null) g = g.record(new GameEvent.Ended(now, auto), events);
    return new Update.Applied(g, events);
  }

  /** The move's event (and any offers it lets lapse) recorded, with the rules state already computed. */
  private Game moved(GameRules.Played played, Color by, long lag, Instant now, List<GameEvent> events) {
    Clock after = clockAfterMove(by, lag, now);
    GameEvent.MovePlayed e = new GameEvent.MovePlayed(now, by, played.move(), lag, after.remainingMillis(by, now));
    events.add(e);
    Game g = withMove(played.next(), after, e);
    // A standing offer lapses when the player it was made to moves; a takeback or save request with any move.
    if (drawOfferBy == by.opposite()) g = g.record(new GameEvent.Lapsed(now, Proposal.DRAW), events);
    if (takebackBy != null) g = g.record(new GameEvent.Lapsed(now, Proposal.TAKEBACK), events);
    if (adjournmentBy != null) g = g.record(new GameEvent.Lapsed(now, Proposal.ADJOURNMENT), events);
    return g;
  }

  private Update claimDraw(Command.ClaimDraw c, Instant now) {
    if (adjourned) return reject(Update.Reason.ADJOURNED, "the game is adjourned: resume it first");
    if (c.by() != rules.sideToMove()) {
      return reject(Update.Reason.NOT_YOUR_TURN, "a draw is claimed by the player to move (FIDE 9.2, 9.3)");
    }
    Termination claim = rules.claimableDraw(c.move());
    if (claim == null) {
      return reject(Update.Reason.NOT_CLAIMABLE, c.move() == null
          ? "no threefold repetition or 50-move rule to claim"
          : "the move " + c.move() + " brings about no threefold repetition or 50-move rule");
    }
    List<GameEvent> events = new ArrayList<>(3);
    Game g = this;
    if (c.move() != null) {
      GameRules.Played played;
      try {
        played = rules.play(rules.read(c.move()));
      } catch (IllegalMoveException e) {
        return reject(Update.Reason.ILLEGAL_MOVE, e.getMessage());
      }
      g = moved(played, c.by(), 0, now, events);
      Result auto = played.next().automaticResult();
      if (auto != null) return new Update.Applied(g.record(new GameEvent.Ended(now, auto), events), events);
    }
    g = g.record(new GameEvent.Ended(now, new Result(Outcome.DRAW, claim)), events);
    return new Update.Applied(g, events);
  }

  /**
   * A move is late when even its measured lag, credited within the quota, leaves no time (lichess's rule); any
   * other command finds the flag fallen once no late move could still be credited: {@link #flagInstant()}.
   */
  private boolean hasFlagFallen(Command command, Instant now) {
    Instant grace = flagInstant();
    if (grace == null) return false;
    if (command instanceof Command.Move m && m.by() == clock.running()) return !clock.isMoveInTime(now, m.lagMillis());
    return !now.isBefore(grace);
  }

  /** FIDE 6.9: the side whose flag fell loses, unless the opponent cannot checkmate by any legal series. */
  private Result timeForfeit() {
    Color loser = clock.running();
    Color winner = loser.opposite();
    return new Result(rules.canWin(winner) ? Outcome.winner(winner) : Outcome.DRAW, Termination.TIME_FORFEIT);
  }

  Update applied(GameEvent event) {
    return new Update.Applied(evolve(event), List.of(event));
  }

  static Update reject(Update.Reason reason, String message) {
    return rejection(reason, message);
  }

  private static Update.Rejected rejection(Update.Reason reason, String message) {
    return new Update.Rejected(reason, message);
  }

  private Game record(GameEvent e, List<GameEvent> events) {
    events.add(e);
    return evolve(e);
  }

  // ---- Evolving: the one place where state changes ---------------------------------------------------------

  Game evolve(GameEvent event) {
    return switch (event) {
      case GameEvent.Started s -> setup.clockStart() == ClockStart.AT_START
          ? with(clock.start(rules.sideToMove(), s.at()), true)
          : this;
      case GameEvent.MovePlayed m -> {
        GameRules.Played played;
        try {
          // A stored game is read from its text once, when it is loaded.
          played = rules.play(rules.read(m.move()));
        } catch (IllegalMoveException e) {
          throw new IllegalArgumentException("event log: " + e.getMessage(), e);
        }
        yield withMove(played.next(), clockAfterMove(m.by(), m.lagMillis(), m.at()), m);
      }
      case GameEvent.Offered o -> withOffer(o.what(), o.by(), o.what() == Proposal.DRAW ? o.by() : null);
      case GameEvent.Declined d -> withOffer(d.what(), null, null);
      case GameEvent.Lapsed l -> withOffer(l.what(), null, null);
      case GameEvent.TakenBack t -> takenBack(t);
      case GameEvent.Adjourned a -> new Game(setup, rules, clockStarted ? clock.stop(a.at()) : clock, clockStarted,
          moveClocks, null, true, null, null, null, whiteLastDrawOffer, blackLastDrawOffer, berserked);
      case GameEvent.Resumed r -> new Game(setup, rules,
          clockStarted ? clock.giveTurn(rules.sideToMove(), r.at()) : clock, clockStarted, moveClocks, null, false,
          null, null, null, whiteLastDrawOffer, blackLastDrawOffer, berserked);
      case GameEvent.Berserked b -> new Game(setup, rules, clock.halve(b.by()), clockStarted, moveClocks, result, adjourned,
          drawOfferBy, takebackBy, adjournmentBy, whiteLastDrawOffer, blackLastDrawOffer,
          berserked | (b.by() == Color.WHITE ? 1 : 2));
      case GameEvent.Ended e -> new Game(setup, rules, clock.running() != null ? clock.stop(e.at()) : clock,
          clockStarted, moveClocks, e.result(), adjourned, null, null, null, whiteLastDrawOffer, blackLastDrawOffer, berserked);
    };
  }

  /** Online games: the first move costs no time and starts the opponent's clock; later moves press it. */
  private Clock clockAfterMove(Color by, long lag, Instant at) {
    if (clockStarted) return clock.press(at, lag);
    // The free first move still counts towards the first period's number of moves.
    return clock.start(by.opposite(), at).withMoves(by, clock.moves(by) + 1);
  }

  private Game withMove(GameRules next, Clock after, GameEvent.MovePlayed m) {
    long[] clocks = Arrays.copyOf(moveClocks, moveClocks.length + 1);
    clocks[moveClocks.length] = m.clockMillis();
    return new Game(setup, next, after, true, clocks, result, adjourned, drawOfferBy, takebackBy, adjournmentBy,
        whiteLastDrawOffer, blackLastDrawOffer, berserked);
  }

  private Game with(Clock c, boolean started) {
    return new Game(setup, rules, c, started, moveClocks, result, adjourned, drawOfferBy, takebackBy, adjournmentBy,
        whiteLastDrawOffer, blackLastDrawOffer, berserked);
  }

  private Game withOffer(Proposal what, Color by, Color drawOfferer) {
    int white = drawOfferer == Color.WHITE ? rules.plies() : whiteLastDrawOffer;
    int black = drawOfferer == Color.BLACK ? rules.plies() : blackLastDrawOffer;
    return new Game(setup, rules, clock, clockStarted, moveClocks, result, adjourned,
        what == Proposal.DRAW ? by : drawOfferBy, what == Proposal.TAKEBACK ? by : takebackBy,
        what == Proposal.ADJOURNMENT ? by : adjournmentBy, white, black, berserked);
  }

  private Game takenBack(GameEvent.TakenBack t) {
    GameRules back = rules.takeBack(t.plies());
    Clock c = clockStarted ? clock.giveTurn(back.sideToMove(), t.at()) : clock;
    // The moves taken back no longer count towards a period (time they gained is kept, as on lichess).
    for (int i = 0; i < t.plies(); i++) {
      Color mover = i % 2 == 0 ? rules.sideToMove().opposite() : rules.sideToMove();
      c = c.withMoves(mover, Math.max(0, c.moves(mover) - 1));
    }
    return new Game(setup, back, c, clockStarted, Arrays.copyOf(moveClocks, back.plies()), result, adjourned,
        null, null, null, Math.min(whiteLastDrawOffer, back.plies()), Math.min(blackLastDrawOffer, back.plies()), berserked);
  }

  // ---- Reading ---------------------------------------------------------------------------------------------

  public GameSetup setup() {
    return setup;
  }

  public GameVariant variant() {
    return setup.variant();
  }

  /** The current position: FEN for chess, PDN FEN for draughts. */
  public String fen() {
    return rules.fen();
  }

  public Color sideToMove() {
    return rules.sideToMove();
  }

  public int plies() {
    return rules.plies();
  }

  /**
   * The board as values of the rules module, kept move by move: the position, the moves and the earlier positions
   * (for repetitions). {@link Line.Chess} or {@link Line.Draughts}, as the variant says.
   */
  public Line line() {
    return rules.line();
  }

  /** The moves played, canonical notation (UCI for chess, PDN for draughts). */
  public List<String> moves() {
    return rules.moves();
  }

  /** The legal moves of the side to move, canonical notation; none once the game is over. */
  public List<String> legalMoves() {
    return result == null ? rules.legalMoves() : List.of();
  }

  public Clock clock() {
    return clock;
  }

  /** Whether the clocks have started (online games: at the first move). */
  public boolean isClockStarted() {
    return clockStarted;
  }

  /** The mover's remaining time after each ply, in milliseconds. */
  public long[] moveClocks() {
    return moveClocks.clone();
  }

  /** The result, or null while the game goes on. */
  public Result result() {
    return result;
  }

  public boolean isOver() {
    return result != null;
  }

  public boolean isAdjourned() {
    return adjourned;
  }

  /** Who made the standing proposal of this kind, or null when none stands. */
  public Color proposedBy(Proposal what) {
    return switch (what) {
      case DRAW -> drawOfferBy;
      case TAKEBACK -> takebackBy;
      case ADJOURNMENT -> adjournmentBy;
    };
  }

  int lastDrawOfferPly(Color c) {
    return c == Color.WHITE ? whiteLastDrawOffer : blackLastDrawOffer;
  }

  GameRules rules() {
    return rules;
  }

  /** Whether the player to move may claim a draw now (the claim button is offered only then). */
  public boolean canClaimDraw() {
    return result == null && !adjourned && rules.canClaimDraw();
  }

  /** Whether {@code side} went berserk (half its clock; an arena counts a win of theirs one point more). */
  public boolean hasBerserked(Color side) {
    return (berserked & (side == Color.WHITE ? 1 : 2)) != 0;
  }

  /** Whether the game may still be aborted (before both sides have moved). */
  public boolean canAbort() {
    return result == null && rules.plies() < 2;
  }

  /**
   * The instant from which the running side has lost on time whatever arrives, or null (no clock running: not
   * started, adjourned, over, or no time limit): the clock's flag ({@link Clock#flagInstant()}, the end of the game
   * when it comes) plus the lag quota a late move could still be credited. The server schedules a
   * {@link Command.CheckFlag} then, so that a flag falls even when nobody is connected.
   */
  public Instant flagInstant() {
    if (result != null || adjourned || !clockStarted || clock.running() == null) return null;
    Instant flag = clock.flagInstant();
    return flag == null ? null : flag.plusMillis(clock.lag(clock.running()).quotaMillis());
  }

  /** PGN (chess) or PDN (draughts) of the game so far, with {@code [%clk]} comments when timed. */
  public String export(List<String[]> tags) {
    return GameExport.export(this, tags);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Game g && setup.equals(g.setup) && rules.fen().equals(g.rules.fen())
        && rules.moves().equals(g.rules.moves()) && clock.equals(g.clock) && clockStarted == g.clockStarted
        && Arrays.equals(moveClocks, g.moveClocks) && Objects.equals(result, g.result) && adjourned == g.adjourned
        && drawOfferBy == g.drawOfferBy && takebackBy == g.takebackBy && adjournmentBy == g.adjournmentBy
        && whiteLastDrawOffer == g.whiteLastDrawOffer && blackLastDrawOffer == g.blackLastDrawOffer
        && berserked == g.berserked;
  }

  @Override
  public int hashCode() {
    return Objects.hash(setup, rules.fen(), clock, result);
  }

  @Override
  public String toString() {
    return setup.variant().key() + " " + rules.fen() + (result == null ? "" : " " + result);
  }
}
