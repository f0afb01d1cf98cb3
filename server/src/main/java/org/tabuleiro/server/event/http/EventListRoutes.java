package org.tabuleiro.server.event.http;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.NewPlayer;
import org.tabuleiro.server.event.SchoolCycle;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.registration.EventAgeGroups;
import org.tabuleiro.server.event.registration.EventCsv;
import org.tabuleiro.server.event.registration.EventTeamRegistration;
import org.tabuleiro.server.event.registration.EventTrfImport;
import org.tabuleiro.server.event.registration.PlayerListFile;
import org.tabuleiro.server.event.registration.PlayerListPreview;
import org.tabuleiro.server.event.registration.PlayerListTemplate;
import org.tabuleiro.server.event.registration.PlayerTable;
import org.tabuleiro.server.event.standings.EventAwards;
import org.tabuleiro.server.http.ApiException;

/**
 * The arbiter's players' lists as files: imported (CSV, {@code .xlsx} or TRF, all or nothing), previewed before
 * anything is stored, and the template to fill in (CSV and {@code .xlsx}, Portuguese headers).
 */
final class EventListRoutes {
  /** The largest list file read: a 5,000-line CSV of long lines fits, and it is read from the request, not buffered by Javalin. */
  static final int MAX_LIST_BYTES = 4 << 20;

  private final EventApi api;
  private final Sessions sessions;

  EventListRoutes(EventApi api, Sessions sessions) {
    this.api = api;
    this.sessions = sessions;
  }

  void addRoutes(RoutesConfig routes) {
    routes.post("/api/events/{id}/players/preview", this::preview);
    routes.get("/api/events/templates/players.csv", ctx -> {
      ctx.contentType("text/csv; charset=utf-8");
      ctx.header("Content-Disposition", "attachment; filename=\"jogadores-modelo.csv\"");
      ctx.result(PlayerListTemplate.csv());
    });
    routes.get("/api/events/templates/players.xlsx", ctx -> {
      ctx.contentType(PlayerListFile.XLSX_TYPE);
      ctx.header("Content-Disposition", "attachment; filename=\"jogadores-modelo.xlsx\"");
      ctx.result(PlayerListTemplate.xlsx());
    });
  }

  /** Is the request a list file (CSV, .xlsx, TRF), as opposed to one player in JSON? */
  static boolean acceptsType(String contentType) {
    String type = contentType == null ? "" : contentType.toLowerCase(Locale.ROOT);
    return type.startsWith("text/csv") || type.startsWith("text/plain") || type.startsWith("application/x-trf")
        || type.startsWith(PlayerListFile.XLSX_TYPE) || type.startsWith("application/vnd.ms-excel")
        || type.startsWith("application/octet-stream");
  }

  /** {@code POST .../players} with a list file: all or nothing; the first fault is answered with its line and column. */
  void register(Context ctx, Account actor, Event event, SchoolCycle importCycle) {
    long id = event.id();
    boolean teamEvent = event.settings().teams() != null;
    int thisYear = api.reads().thisYear();
    String type = ctx.contentType() == null ? "" : ctx.contentType().toLowerCase(Locale.ROOT);
    byte[] body = body(ctx);
    boolean xlsx = PlayerListFile.isSpreadsheet(body, type);
    String text = xlsx ? null : EventCsv.decode(body, ctx.contentType());
    boolean trf = !xlsx && (type.startsWith("application/x-trf") || EventTrfImport.looksLikeTrf(text));
    String code = xlsx ? "invalid_xlsx" : trf ? "invalid_trf" : "invalid_csv";
    List<EventCsv.Row> rows;
    try {
      if (trf) {
        rows = EventTrfImport.read(text, thisYear);
      } else {
        rows = EventCsv.read(xlsx ? PlayerListFile.spreadsheet(body) : PlayerListFile.csv(text), thisYear);
        EventCsv.checkTeams(rows, teamEvent);
      }
      if (!teamEvent) {
        rows = EventAgeGroups.place(rows, EventAwards.categories(event, thisYear), EventAwards.season(event, thisYear), importCycle);
      }
    } catch (EventCsv.Fault f) {
      String where = f.line == 0 ? "" : f.column == 0 ? "Linha " + f.line + ": " : "Linha " + f.line + ", coluna " + f.column + ": ";
      Map<String, Object> error = new LinkedHashMap<>();
      error.put("code", code);
      error.put("message", where + f.getMessage() + ". Nada foi importado.");
      error.put("line", f.line);
      error.put("column", f.column);
      ctx.status(400).json(Map.of("error", error));
      return;
    }
    if (rows.isEmpty()) {
      throw ApiException.badRequest(code, trf ? "O TRF não tem nenhum jogador (registros 001)."
          : "A lista não tem nenhum jogador (só o cabeçalho).");
    }
    if (teamEvent) {
      List<EventTeamRegistration.Entry> entries = new ArrayList<>();
      for (EventCsv.Row r : rows) entries.add(new EventTeamRegistration.Entry(r.team(), r.board(), r.player(), "linha " + r.line()));
      ctx.json(Map.of("imported", ApiException.unwrap(api.teams().register(actor, id, entries, false))));
      return;
    }
    List<NewPlayer> players = new ArrayList<>();
    List<String> where = new ArrayList<>();
    for (EventCsv.Row r : rows) {
      players.add(r.player());
      where.add("linha " + r.line());
    }
    ctx.json(Map.of("imported", ApiException.unwrap(api.registration().register(actor, id, players, where))));
  }

  /**
   * {@code POST .../players/preview[?cycle=]}: the list as it would be imported, nothing stored (the event's writers
   * only).
   */
  private void preview(Context ctx) {
    Account actor = sessions.require(ctx).account();
    long id = EventModule.id(ctx);
    SchoolCycle importCycle = EventModule.importCycle(ctx);
    if (!acceptsType(ctx.contentType())) {
      throw new ApiException(415, "unsupported_media_type",
          "Envie a lista como text/csv ou como Excel (.xlsx).");
    }
    var state = ApiException.unwrap(api.reads().read(store -> EventAccess.writable(store, actor, id)
        .map(e -> Map.entry(e, store.players(id)))));
    byte[] body = body(ctx);
    PlayerTable table;
    try {
      table = PlayerListFile.read(body, ctx.contentType());
    } catch (EventCsv.Fault f) {
      ctx.json(EventListJson.refused(f));
      return;
    }
    List<EventPlayer> existing = state.getValue();
    ctx.json(EventListJson.preview(PlayerListPreview.of(table, state.getKey(), existing, api.reads().thisYear(), importCycle)));
  }

  /** The request's body, read up to {@link #MAX_LIST_BYTES} (413 {@code file_too_large} past it). */
  static byte[] body(Context ctx) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (InputStream in = ctx.req().getInputStream()) {
      byte[] buf = new byte[1 << 16];
      int n;
      while ((n = in.read(buf)) >= 0) {
        if (out.size() + n > MAX_LIST_BYTES) {
          throw new ApiException(413, "file_too_large", "A lista tem mais de " + (MAX_LIST_BYTES >> 20)
              + " MiB; um torneio tem no máximo 2000 jogadores. Nada foi importado.");
        }
        out.write(buf, 0, n);
      }
    } catch (IOException e) {
      throw ApiException.badRequest("upload_interrupted", "O envio da lista foi interrompido. Nada foi importado.");
    }
    return out.toByteArray();
  }
}
