package org.tabuleiro.server.lichess;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Map;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.MoveReading;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.chat.ChatRoom;
import org.tabuleiro.server.chat.ChatService;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.http.ClientAddress;
import org.tabuleiro.server.lichess.token.Bearer;
import org.tabuleiro.server.lichess.token.TokenScope;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.Submission;

/**
 * The Board API ({@code /lichess/api/board/game/...}, scope {@code board:play}, for people's accounts) and the Bot API
 * ({@code /lichess/api/bot/game/...}, scope {@code bot:play}, for bot accounts): a player's game stream and commands.
 * A command is the same {@link Command} the page's socket sends, submitted to the same {@link LiveGame}: same clocks,
 * same rules, stored before it is answered.
 */
final class BoardRoutes {
  /** Which of the two APIs: its path and scope, and whether its accounts are bots. */
  enum Api {
    BOARD("/lichess/api/board/game", TokenScope.BOARD_PLAY, false),
    BOT("/lichess/api/bot/game", TokenScope.BOT_PLAY, true);

    final String prefix;
    final TokenScope scope;
    final boolean bots;

    Api(String prefix, TokenScope scope, boolean bots) {
      this.prefix = prefix;
      this.scope = scope;
      this.bots = bots;
    }
  }

  private static final Map<String, Object> OK = Map.of("ok", true);

  private final LichessAuth auth;
  private final LiveGames games;
  private final BotAccounts bots;
  private final ChatService chat;
  private final LichessJson json;
  private final ObjectMapper mapper;
  private final StreamCaps caps;
  private final boolean trustProxy;

  BoardRoutes(LichessAuth auth, LiveGames games, BotAccounts bots, ChatService chat, LichessJson json,
      ObjectMapper mapper, StreamCaps caps, boolean trustProxy) {
    this.auth = auth;
    this.games = games;
    this.bots = bots;
    this.chat = chat;
    this.json = json;
    this.mapper = mapper;
    this.caps = caps;
    this.trustProxy = trustProxy;
  }

  void addTo(RoutesConfig routes) {
    for (Api api : Api.values()) {
      String p = api.prefix;
      routes.get(p + "/stream/{id}", ctx -> stream(ctx, api));
      routes.post(p + "/{id}/move/{move}", ctx -> move(ctx, api));
      routes.post(p + "/{id}/abort", ctx -> submit(ctx, api, Command.Abort::new));
      routes.post(p + "/{id}/resign", ctx -> submit(ctx, api, Command.Resign::new));
      routes.post(p + "/{id}/draw/{accept}", ctx -> offer(ctx, api, Proposal.DRAW));
      routes.post(p + "/{id}/takeback/{accept}", ctx -> offer(ctx, api, Proposal.TAKEBACK));
      routes.post(p + "/{id}/claim-draw", ctx -> submit(ctx, api, c -> new Command.ClaimDraw(c, null)));
      routes.post(p + "/{id}/claim-victory", ctx -> {
        Seat seat = seat(ctx, api);
        answer(ctx, seat.game().claimAbandonment(seat.color(), true));
      });
      routes.post(p + "/{id}/chat", ctx -> say(ctx, api));
    }
  }

  /** The game of the path and the colour the token's player has in it. */
  record Seat(Bearer bearer, LiveGame game, Color color) {}

  private Seat seat(Context ctx, Api api) {
    Bearer b = auth.require(ctx, api.scope);
    if (bots.isBot(b.account().id()) != api.bots) {
      throw LichessError.badRequest(api.bots
          ? "Só uma conta de bot usa a API de bots: faça POST /lichess/api/bot/account/upgrade antes."
          : "Esta conta é um bot: use /lichess/api/bot/game/..., não a API de tabuleiro.");
    }
    long id;
    try {
      id = Long.parseLong(ctx.pathParam("id"));
    } catch (NumberFormatException e) {
      throw LichessError.notFound("Partida não encontrada: " + ctx.pathParam("id") + ".");
    }
    LiveGame game = games.find(id)
        .orElseThrow(() -> LichessError.notFound("Partida não encontrada: " + id + "."));
    Color color = game.stored().colorOf(b.account().id());
    if (color == null) throw LichessError.notFound("Você não joga a partida " + id + ".");
    return new Seat(b, game, color);
  }

  private void stream(Context ctx, Api api) {
    Seat seat = seat(ctx, api);
    Runnable place = caps.open(seat.bearer().account().id(), ClientAddress.of(ctx, trustProxy));
    NdjsonStream out = new NdjsonStream(mapper);
    GameStream stream = new GameStream(seat.game(), seat.color(), json, mapper, out);
    Runnable close = stream.open(games.bus(), chat);
    try {
      out.run(ctx);
    } finally {
      close.run();
      place.run();
    }
  }

  private void move(Context ctx, Api api) {
    Seat seat = seat(ctx, api);
    String text = ctx.pathParam("move");
    Submission done = switch (seat.game().snapshot().game().read(seat.color(), text)) {
      case MoveReading.Read r -> seat.game().submit(new Command.Move(seat.color(), r.move()));
      case MoveReading.Refused f -> new Submission.Refused("illegal_move",
          "Lance \"" + text + "\" recusado: " + Submission.refused(f.rejection()).message());
    };
    if (done instanceof Submission.Accepted && "true".equals(ctx.queryParam("offeringDraw"))) {
      seat.game().submit(new Command.Offer(seat.color(), Proposal.DRAW));
    }
    answer(ctx, done);
  }

  private void submit(Context ctx, Api api, java.util.function.Function<Color, Command> command) {
    Seat seat = seat(ctx, api);
    answer(ctx, seat.game().submit(command.apply(seat.color())));
  }

  /** {@code yes}: accepts the opponent's offer, or offers; {@code no}: declines the opponent's offer. */
  private void offer(Context ctx, Api api, Proposal what) {
    Seat seat = seat(ctx, api);
    String accept = ctx.pathParam("accept");
    boolean yes = switch (accept) {
      case "yes", "true" -> true;
      case "no", "false" -> false;
      default -> throw LichessError.badRequest("Use yes ou no no fim do caminho, não \"" + accept + "\".");
    };
    Color standing = seat.game().snapshot().game().proposedBy(what);
    Color me = seat.color();
    Command command;
    if (yes) command = standing == me.opposite() ? new Command.Accept(me, what) : new Command.Offer(me, what);
    else if (standing == me.opposite()) command = new Command.Decline(me, what);
    else {
      ctx.json(OK);   // nothing to decline: as lichess, no error
      return;
    }
    answer(ctx, seat.game().submit(command));
  }

  private void say(Context ctx, Api api) {
    Seat seat = seat(ctx, api);
    String room = ctx.formParam("room");
    ChatRoom where = ChatRoom.byKey(room == null ? "player" : room).filter(r -> r != ChatRoom.CLUB)
        .orElseThrow(() -> LichessError.badRequest("Sala de conversa desconhecida: \"" + room + "\" (player ou spectator)."));
    var speaker = new ChatService.Speaker(seat.bearer().account().id(), seat.bearer().account().username(), true);
    // The room is open while someone listens: a client with no stream open (or after the game) listens while it speaks.
    Runnable leave = chat.listen(seat.game().id(), true, line -> { });
    try {
      switch (chat.say(seat.game().id(), where, speaker, ctx.formParam("text"))) {
        case Result.Ok<?> ok -> ctx.json(OK);
        case Result.Rejected<?> r -> throw LichessError.of(r.rejection());
      }
    } finally {
      leave.run();
    }
  }

  private static void answer(Context ctx, Submission done) {
    switch (done) {
      case Submission.Accepted a -> ctx.json(OK);
      case Submission.Refused r -> throw LichessError.badRequest(r.message());
    }
  }
}
