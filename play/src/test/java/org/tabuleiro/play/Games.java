package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.rules.common.Color;

/** A game driven by hand in virtual time, keeping its event log: test support. */
final class Games {
  static final Instant T0 = Instant.parse("2026-11-23T10:00:00Z");

  Game game;
  Instant now = T0;
  final List<GameEvent> log = new ArrayList<>();
  List<GameEvent> lastEvents = List.of();

  Games(GameSetup setup) {
    Update.Applied start = Game.start(setup, now);
    game = start.game();
    log.addAll(start.events());
  }

  static Games chess(String control, boolean rated) {
    return new Games(GameSetup.online(GameVariant.CHESS, TimeControl.parse(control), rated));
  }

  Games at(long millisFromStart) {
    now = T0.plusMillis(millisFromStart);
    return this;
  }

  Games after(long millis) {
    now = now.plusMillis(millis);
    return this;
  }

  /** Applies a command that must be accepted. */
  Games does(Command c) {
    Update u = game.apply(c, now);
    Update.Applied a = assertInstanceOf(Update.Applied.class, u, () -> c + " at " + now + ": " + u);
    game = a.game();
    lastEvents = a.events();
    log.addAll(a.events());
    assertEquals(game, Game.replay(game.setup(), log), "replaying the log gives the same game");
    return this;
  }

  /** Plays moves alternately from the side to move, each after {@code millisEach}. */
  Games plays(long millisEach, String... moves) {
    for (String m : moves) after(millisEach).moves(game.sideToMove(), m);
    return this;
  }

  /** The move's text read as the server reads a socket's ({@link Game#read}); it must name a move {@code by} may make. */
  Command.Move move(Color by, String text, long lagMillis) {
    MoveReading r = game.read(by, text);
    return new Command.Move(by, assertInstanceOf(MoveReading.Read.class, r, () -> text + ": " + r).move(), lagMillis);
  }

  /** Reads the move's text and applies it; it must be accepted. */
  Games moves(Color by, String text) {
    return does(move(by, text, 0));
  }

  Games moves(Color by, String text, long lagMillis) {
    return does(move(by, text, lagMillis));
  }

  /** A move's text refused, when read (as the socket does) or else when applied. */
  Update.Rejected refusedMove(Color by, String text) {
    return switch (game.read(by, text)) {
      case MoveReading.Refused f -> f.rejection();
      case MoveReading.Read r -> refused(new Command.Move(by, r.move()));
    };
  }

  Update.Rejected refused(Command c) {
    return assertInstanceOf(Update.Rejected.class, game.apply(c, now));
  }

  Color toMove() {
    return game.sideToMove();
  }
}
