package org.tabuleiro.server.live;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.play.Game;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.StoredGame;

/**
 * {@code GET /api/me/adjourned}: the signed-in player's saved (adjourned) games, newest first, for the page that
 * resumes them. A game is saved when both players agree (an {@code adjournment} offer accepted on the socket) and
 * stays in the live registry, its clock stopped, until one of them sends {@code resume}.
 */
final class AdjournedGames {
  private static final int SCANNED = 50;  // the player's latest games; an older saved game is still at /game/{id}

  private final LiveGames live;
  private final GameRepository games;
  private final AccountService accounts;
  private final Sessions sessions;

  AdjournedGames(LiveGames live, GameRepository games, AccountService accounts, Sessions sessions) {
    this.live = live;
    this.games = games;
    this.accounts = accounts;
    this.sessions = sessions;
  }

  void addTo(RoutesConfig routes) {
    routes.get("/api/me/adjourned", this::list);
  }

  private void list(Context ctx) {
    Account me = sessions.require(ctx).account();
    ctx.json(Map.of("games", of(me.id()).stream().map(l -> json(l.stored(), l.snapshot().game())).toList()));
  }

  /** The player's saved games among their latest {@link #SCANNED}, newest first. */
  List<LiveGame> of(long accountId) {
    return games.byPlayer(accountId, SCANNED).stream()
        .filter(g -> !g.isOver())
        .flatMap(g -> live.find(g.id()).filter(l -> l.snapshot().game().isAdjourned()).stream())
        .toList();
  }

  private Map<String, Object> json(StoredGame g, Game game) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", g.id());
    m.put("game", g.setup().variant().key());
    m.put("timeControl", g.setup().control().toString());
    m.put("white", name(g.whiteId()));
    m.put("black", name(g.blackId()));
    m.put("plies", game.plies());
    m.put("turn", GameEventJson.color(game.sideToMove()));
    return m;
  }

  private String name(Long accountId) {
    return Optional.ofNullable(accountId).flatMap(accounts::find).map(Account::username).orElse("?");
  }
}
