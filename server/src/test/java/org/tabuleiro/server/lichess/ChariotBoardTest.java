package org.tabuleiro.server.lichess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import chariot.ClientAuth;
import chariot.model.Enums.Color;
import chariot.model.Enums.Status;
import chariot.model.Event;
import chariot.model.Fail;
import chariot.model.GameStateEvent;
import chariot.model.Opt;
import chariot.model.Pgn;
import chariot.model.UserAuth;
import java.util.List;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The acceptance test of issue 34: chariot, lichess's Java client, unchanged but for its server URL, plays in our club
 * through /lichess/: token, account, a challenge accepted by a second client, a game streamed and played to mate, draw
 * offers declined and accepted, a resignation, the PGN exports.
 */
class ChariotBoardTest {
  static final String[] SCOPES = {"board:play", "challenge:read", "challenge:write"};

  @OnBothDatabases
  void twoBoardClientsPlayFoolsMateOfferDrawsAndResign(TestServer server) {
    ClientAuth ana = Chariots.player(server, "ana", SCOPES);
    ClientAuth bruno = Chariots.player(server, "bruno", SCOPES);

    UserAuth me = ana.account().profile().get();
    assertEquals("ana", me.name());
    assertEquals("ana", me.id());

    var anaEvents = Chariots.listen(ana.challenges().connect());
    var brunoEvents = Chariots.listen(bruno.challenges().connect());

    // Fool's mate: bruno mates with the queen on move two.
    String first = newGame(ana, bruno, anaEvents, brunoEvents);
    var anaGame = Chariots.listen(ana.board().connectToGame(first));
    var brunoGame = Chariots.listen(bruno.board().connectToGame(first));
    GameStateEvent.Full full = anaGame.next(GameStateEvent.Full.class);
    assertEquals("ana", ((GameStateEvent.Account) full.white()).user().name());
    assertEquals("bruno", ((GameStateEvent.Account) full.black()).user().name());
    brunoGame.next(GameStateEvent.Full.class);
    String[] moves = {"f2f3", "e7e5", "g2g4", "d8h4"};
    for (int i = 0; i < moves.length; i++) {
      Chariots.ok((i % 2 == 0 ? ana : bruno).board().move(first, moves[i]));
      int played = i + 1;
      var state = brunoGame.next(GameStateEvent.State.class, s -> s.moveList().size() == played);
      assertEquals(List.of(moves).subList(0, played), state.moveList());
    }
    var end = anaGame.next(GameStateEvent.State.class, s -> s.moveList().size() == 4);
    assertEquals(Status.mate, end.status());
    assertEquals(Opt.of(Color.black), end.winner());
    Event.GameStopEvent finish = anaEvents.next(Event.GameStopEvent.class, e -> e.gameId().equals(first));
    assertEquals(chariot.model.Enums.Outcome.loss, finish.outcome());
    brunoEvents.next(Event.GameStopEvent.class, e -> e.gameId().equals(first));

    Pgn pgn = ana.games().pgnByGameId(first).get();
    assertEquals("0-1", pgn.tagMap().get("Result"));
    assertTrue(pgn.moves().contains("Qh4#"), pgn.moves());
    assertTrue(ana.games().pgnByUserId("bruno").stream().anyMatch(p -> p.moves().contains("Qh4#")));
    var json = ana.games().byGameId(first).get();
    assertEquals(Status.mate, json.status());
    assertEquals("bruno", json.players().black().name());
    assertEquals(1, bruno.games().byUserId("ana").stream().filter(g -> g.id().equals(first)).count());

    // A draw offered and declined, offered again and accepted.
    String second = newGame(ana, bruno, anaEvents, brunoEvents);
    var anaSecond = Chariots.listen(ana.board().connectToGame(second));
    anaSecond.next(GameStateEvent.Full.class);
    Chariots.ok(ana.board().move(second, "e2e4"));
    Chariots.ok(bruno.board().move(second, "e7e5"));
    Chariots.ok(ana.board().handleDrawOffer(second, true));
    anaSecond.next(GameStateEvent.State.class, s -> s.drawOffer().equals(Opt.of(Color.white)));
    Chariots.ok(bruno.board().handleDrawOffer(second, false));
    anaSecond.next(GameStateEvent.State.class, s -> s.drawOffer().equals(Opt.empty()));
    Chariots.ok(bruno.board().handleDrawOffer(second, true));
    anaSecond.next(GameStateEvent.State.class, s -> s.drawOffer().equals(Opt.of(Color.black)));
    Chariots.ok(ana.board().handleDrawOffer(second, true));
    var drawn = anaSecond.next(GameStateEvent.State.class, s -> s.status() != Status.started);
    assertEquals(Status.draw, drawn.status());
    assertEquals(Opt.empty(), drawn.winner());

    // A resignation.
    String third = newGame(ana, bruno, anaEvents, brunoEvents);
    var brunoThird = Chariots.listen(bruno.board().connectToGame(third));
    brunoThird.next(GameStateEvent.Full.class);
    Chariots.ok(ana.board().move(third, "d2d4"));
    assertInstanceOf(Fail.class, ana.board().move(third, "d4d5"), "not ana's turn: refused");
    Chariots.ok(bruno.board().resign(third));
    var resigned = brunoThird.next(GameStateEvent.State.class, s -> s.status() != Status.started);
    assertEquals(Status.resign, resigned.status());
    assertEquals(Opt.of(Color.white), resigned.winner());
  }

  /** ana challenges bruno (ana White, 5+3, casual), bruno sees it on his stream and accepts; both see the start. */
  static String newGame(ClientAuth ana, ClientAuth bruno, Chariots.Listened<Event> anaEvents,
      Chariots.Listened<Event> brunoEvents) {
    var made = ana.challenges().challenge("bruno", p -> p.clock(300, 3).color(c -> c.white()).rated(false));
    String id = made.get().id();
    var seen = brunoEvents.next(Event.ChallengeCreatedEvent.class, e -> e.id().equals(id));
    assertEquals("ana", seen.challenge().players() instanceof chariot.model.ChallengeInfo.FromTo ft
        ? ft.challenger().user().name() : null);
    Chariots.ok(bruno.challenges().acceptChallenge(id));
    Event.GameStartEvent started = brunoEvents.next(Event.GameStartEvent.class);
    assertEquals(Color.black, started.game().color());
    Event.GameStartEvent anaStarted = anaEvents.next(Event.GameStartEvent.class, e -> e.gameId().equals(started.gameId()));
    assertEquals(Color.white, anaStarted.game().color());
    return started.gameId();
  }
}
