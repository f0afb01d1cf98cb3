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
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A bot through chariot's Bot API: an account upgraded (for good, marked BOT), challenged by a person (casual: a rated
 * game of a bot against a person is refused), accepting on its event stream and playing its moves on its game
 * stream until it is mated (scholar's mate).
 */
class ChariotBotTest {
  @OnBothDatabases
  void anUpgradedBotAcceptsAChallengeAndPlaysTheGameThroughTheBotApi(TestServer server) {
    ClientAuth ana = Chariots.player(server, "ana", ChariotBoardTest.SCOPES);
    ClientAuth robo = Chariots.player(server, "robo", "bot:play");

    assertInstanceOf(Fail.class, robo.bot().connectToGame("1"), "not a bot yet: the Bot API is refused");
    Chariots.ok(robo.bot().upgradeToBotAccount());
    assertTrue(robo.account().profile().get().title().map(t -> t.equals("BOT")).orElse(false));
    assertInstanceOf(Fail.class, robo.bot().upgradeToBotAccount(), "a bot already");

    var roboEvents = Chariots.listen(robo.challenges().connect());
    assertInstanceOf(Fail.class, ana.challenges().challenge("robo", p -> p.clock(180, 2).rated(true)),
        "a bot plays no rated game against a person");
    var made = ana.challenges().challenge("robo", p -> p.clock(180, 2).color(c -> c.white()).rated(false));
    String challenge = made.get().id();
    var seen = roboEvents.next(Event.ChallengeCreatedEvent.class, e -> e.id().equals(challenge));
    Chariots.ok(robo.challenges().acceptChallenge(seen.id()));
    String game = roboEvents.next(Event.GameStartEvent.class).gameId();

    var roboGame = Chariots.listen(robo.bot().connectToGame(game));
    GameStateEvent.Full full = roboGame.next(GameStateEvent.Full.class);
    assertEquals("BOT", ((GameStateEvent.Account) full.black()).user().titleOpt().orElse(""));
    assertInstanceOf(Fail.class, ana.bot().move(game, "e2e4"), "a person's token has no bot:play");
    String[] moves = {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"};
    for (int i = 0; i < moves.length; i++) {
      int played = i + 1;
      if (i % 2 == 0) Chariots.ok(ana.board().move(game, moves[i]));
      else Chariots.ok(robo.bot().move(game, moves[i]));
      roboGame.next(GameStateEvent.State.class, s -> s.moveList().size() == played);
      if (played == 2) {
        Chariots.ok(robo.bot().chat(game, "boa sorte"));
        assertEquals("robo", roboGame.next(GameStateEvent.Chat.class, l -> l.text().equals("boa sorte")).username());
      }
    }
    Chariots.ok(robo.bot().chat(game, "gg"));
    var end = ana.games().byGameId(game).get();
    assertEquals(Status.mate, end.status());
    Event.GameStopEvent stop = roboEvents.next(Event.GameStopEvent.class, e -> e.gameId().equals(game));
    assertEquals(chariot.model.Enums.Outcome.loss, stop.outcome());
    assertEquals(Opt.of(Color.white), Opt.of(stop.game().color() == Color.black ? Color.white : Color.black));
  }
}
