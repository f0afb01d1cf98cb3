package org.tabuleiro.server.event.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventSystem;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.director.EventPairingJobs;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;

/**
 * {@code POST /api/events/{id}/rounds} and {@code GET /api/events/{id}/pairing}: every pairing is a job
 * ({@link EventPairingJobs}); the request waits for it up to the inline wait and answers the round as it always did,
 * or 202 with the job to follow when it takes longer (a 2,000-player Swiss; a proxy would cut a 30 s request).
 */
final class EventPairingRoutes {
  /** How long {@code POST .../rounds} waits for its pairing before answering 202 (tests and proxies may set it). */
  static final String INLINE_WAIT_PROPERTY = "tabuleiro.pairInlineMillis";
  static final long INLINE_WAIT_MILLIS = 10_000;

  private final EventApi api;
  private final EventPairingJobs jobs;
  private final Sessions sessions;
  private final ObjectMapper json;

  EventPairingRoutes(EventApi api, EventPairingJobs jobs, Sessions sessions, ObjectMapper json) {
    this.api = api;
    this.jobs = jobs;
    this.sessions = sessions;
    this.json = json;
  }

  void addRoutes(RoutesConfig routes) {
    routes.post("/api/events/{id}/rounds", this::pair);
    routes.get("/api/events/{id}/pairing", this::job);
  }

  /** Pairs the next round (with {@code {"publish": false}}, as a draft): the round, or 202 and the job. */
  private void pair(Context ctx) {
    Account actor = sessions.require(ctx).account();
    long id = id(ctx);
    JsonNode publish = JsonBody.object(ctx, json).path("publish");
    if (!publish.isMissingNode() && !publish.isBoolean()) {
      throw ApiException.badRequest("invalid_field", "\"publish\" deve ser true (emparceirar e publicar) ou false (rascunho).");
    }
    boolean published = !publish.isBoolean() || publish.booleanValue();
    EventPairingJobs.Job job = jobs.await(ApiException.unwrap(jobs.start(actor, id, published)), inlineWait());
    switch (job.state()) {
      case RUNNING -> {
        ctx.status(202).header("Location", "/api/events/" + id + "/pairing");
        ctx.json(jobJson(ctx, job));
      }
      case DONE -> ctx.json(round(ctx, id, ((Result.Ok<List<EventBoard>>) job.result()).value(), published));
      case FAILED -> {
        if (job.fault() != null) throw job.fault();  // as before the jobs: a 500 with its log id
        throw ApiException.of(job.refusal().orElseThrow());
      }
    }
  }

  /** The event's latest pairing job in this server: its writers only. */
  private void job(Context ctx) {
    Account actor = sessions.require(ctx).account();
    long id = id(ctx);
    Event e = ApiException.unwrap(api.reads().event(Optional.of(actor), id));
    if (!EventAccess.canWrite(actor, e)) {
      throw new ApiException(403, "not_event_arbiter", "Só os árbitros deste torneio e os administradores do clube o podem alterar.");
    }
    EventPairingJobs.Job job = jobs.latest(id).orElseThrow(() -> new ApiException(404, "pairing_job_not_found",
        "Nenhum emparceiramento deste torneio foi pedido a este servidor desde que arrancou."));
    ctx.header("Cache-Control", "no-store");
    ctx.json(jobJson(ctx, job));
  }

  private Map<String, Object> jobJson(Context ctx, EventPairingJobs.Job job) {
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("job", job.id());
    out.put("round", job.round());
    out.put("published", job.publish());
    out.put("state", job.state().name().toLowerCase(java.util.Locale.ROOT));
    out.put("phase", job.phase() == null ? null : job.phase().wireName());
    out.put("startedAt", job.startedAt().toString());
    out.put("elapsedMs", job.elapsed().toMillis());
    out.put("cpuMs", job.cpu().toMillis());
    if (job.state() == EventPairingJobs.State.DONE) {
      out.put("result", round(ctx, job.eventId(), ((Result.Ok<List<EventBoard>>) job.result()).value(), job.publish()));
    }
    Optional<Rejection> no = job.refusal();
    if (no.isPresent()) {
      ApiException http = ApiException.of(no.get());
      out.put("error", Map.of("status", job.fault() != null ? 500 : http.status(), "code", no.get().code(), "message", no.get().message()));
    }
    return out;
  }

  /** The answer {@code POST .../rounds} has always given for a paired round. */
  private Map<String, Object> round(Context ctx, long id, List<EventBoard> boards, boolean published) {
    Optional<Account> viewer = sessions.current(ctx).map(SignedIn::account);
    EventSystem system = ApiException.unwrap(api.reads().event(viewer, id)).settings().system();
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("round", boards.isEmpty() ? 0 : boards.get(0).round());
    out.put("published", published);
    out.put("boards", boards.stream().map(b -> EventJson.pairedBoard(b, system)).toList());
    if (system.isTeam() && !boards.isEmpty()) {
      out.put("matches", EventTeamRoutes.matches(ApiException.unwrap(api.reads().state(viewer, id)), boards.get(0).round()));
    }
    return out;
  }

  /** How long a pairing request waits for its job before answering 202 ({@value #INLINE_WAIT_PROPERTY} overrides). */
  static Duration inlineWait() {
    return Duration.ofMillis(Math.max(0, Long.getLong(INLINE_WAIT_PROPERTY, INLINE_WAIT_MILLIS)));
  }

  private static long id(Context ctx) {
    String v = ctx.pathParam("id");
    if (!v.matches("\\d{1,18}")) throw new ApiException(404, "event_not_found", "Torneio não encontrado: " + v + ".");
    return Long.parseLong(v);
  }
}
