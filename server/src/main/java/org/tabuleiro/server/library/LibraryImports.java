package org.tabuleiro.server.library;

import io.javalin.http.Context;
import java.io.IOException;
import java.nio.file.Files;
import java.time.InstantSource;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.BiFunction;
import org.jdbi.v3.core.Handle;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiException;

/**
 * The library's import jobs: a file sent ({@code POST .../import}) or the club's games added becomes a stored job
 * ({@link LibraryJobs}) run on the module's import thread; its page answers from this node while it runs here, from
 * its row otherwise. At a start, the jobs this node was running go on from their last committed batch, or, when their
 * file is gone, are shown interrupted until the owner sends the same file again ("continuar").
 */
final class LibraryImports {
  /** Imports waiting or running per account. */
  static final int JOBS_PER_ACCOUNT = 3;
  /** A collection's imports listed on its page. */
  static final int LISTED = 20;

  private final LibraryStore store;
  private final LibraryJobs jobs;
  private final LibraryUploads uploads;
  private final LibraryImporter importer;
  private final ExecutorService worker;
  private final InstantSource clock;
  private final Sessions sessions;
  private final String node;
  /** The jobs this node runs or has queued. */
  private final Map<Long, ImportJob> here = new ConcurrentHashMap<>();
  private volatile boolean stopping;

  /**
   * @param node this cluster node's name, '' on a single server: the node whose uploads folder holds a job's file
   */
  LibraryImports(LibraryStore store, LibraryUploads uploads, ExecutorService worker, InstantSource clock,
      Sessions sessions, String node) {
    this.store = store;
    this.jobs = new LibraryJobs(store.jdbi());
    this.uploads = uploads;
    this.worker = worker;
    this.clock = clock;
    this.sessions = sessions;
    this.node = node;
    this.importer = new LibraryImporter(store, new RowJournal(), () -> stopping);
  }

  /** The importer, for the club explorer's own files too (jobs of owner 0 have no row). */
  LibraryImporter importer() {
    return importer;
  }

  /** Before anything is imported: the uploads folder keeps only the files of this node's unfinished jobs. */
  void keepUnfinishedFiles() {
    Set<String> kept = new HashSet<>();
    for (LibraryJobs.Row r : jobs.running(node)) if (r.file() != null) kept.add(r.file());
    uploads.deleteAllBut(kept);
  }

  /** At the start: this node's unfinished jobs go on from their last batch, or are interrupted if their file is gone. */
  void resumeUnfinished() {
    for (LibraryJobs.Row r : jobs.running(node)) {
      var collection = store.collectionUncounted(r.collectionId()).orElse(null);
      boolean file;
      try {
        file = r.file() != null && Files.size(uploads.path(r.file())) == r.bytes();
      } catch (IOException e) {
        file = false;
      }
      if (collection == null) continue;   // deleted a moment ago: its jobs with it
      if (!file) {
        jobs.interrupt(r.id(), node, interrupted(r, null), clock.instant());
        continue;
      }
      if (!jobs.restart(r.id(), node, clock.instant())) continue;
      LibraryJobs.Row again = jobs.find(r.id()).orElse(null);
      if (again != null) run(ImportJob.of(again, jobs.refusals(r.id())), collection.game(), r.file());
    }
  }

  /** Stops taking batches: a job then stops where it is, its row and file kept for the next start. */
  void stop() {
    stopping = true;
  }

  /** A stored job for {@code upload} (a file of this node's uploads folder), queued on the import thread. */
  ImportJob start(LibraryStore.Collection c, long owner, String source, LibraryUploads.Upload upload) {
    long id;
    try {
      // Counted again with the insert, under the owner's lock: uploads that passed checkJobs together, before
      // their bodies came, do not all become jobs.
      id = jobs.create(c.id(), owner, source, node, upload.name(), upload.bytes(), upload.crc(), clock.instant(),
          JOBS_PER_ACCOUNT);
    } catch (RuntimeException e) {
      uploads.delete(upload.name());
      throw e;
    }
    if (id < 0) {
      uploads.delete(upload.name());
      throw tooMany();
    }
    ImportJob job = new ImportJob(id, c.id(), owner, upload.bytes(), source);
    run(job, c.game(), upload.name());
    return job;
  }

  private void run(ImportJob job, String game, String file) {
    here.put(job.id, job);
    worker.submit(() -> {
      try {
        importer.run(job, game, uploads.path(file));
      } finally {
        here.remove(job.id);
      }
    });
  }

  /** Refuses early (before a body is read) an account with its share of imports running; the job's insert counts again. */
  void checkJobs(Account actor) {
    if (jobs.running(actor.id()) >= JOBS_PER_ACCOUNT) throw tooMany();
  }

  private static ApiException tooMany() {
    return new ApiException(429, "too_many_imports",
        "Já tem " + JOBS_PER_ACCOUNT + " importações em curso; espere que uma acabe.");
  }

  /** {@code POST /api/library/collections/{id}/import}: the body is the file. */
  void upload(Context ctx, BiFunction<Context, Long, LibraryStore.Collection> owned) throws IOException {
    Account actor;
    LibraryStore.Collection c;
    try {
      actor = sessions.require(ctx).account();
      c = owned.apply(ctx, LibraryModule.id(ctx, "id"));
      checkJobs(actor);
    } catch (ApiException refused) {
      LibraryUploads.drain(ctx);
      throw refused;
    }
    ImportJob job = start(c, actor.id(), LibraryJobs.UPLOAD, uploads.receive(ctx));
    ctx.status(202).json(Map.of("job", job.id));
  }

  /** {@code POST /api/library/jobs/{id}/resume} ("continuar"): the body is the interrupted job's file again. */
  void resume(Context ctx) throws IOException {
    LibraryJobs.Row row;
    String game;
    try {
      Account actor = sessions.require(ctx).account();
      row = jobs.find(LibraryModule.id(ctx, "id")).filter(r -> r.ownerId() == actor.id())
          .orElseThrow(() -> notFound(ctx));
      String state = shown(row, false).summary().get("state").toString();
      if (!state.equals(LibraryJobs.INTERRUPTED)) {
        throw new ApiException(409, "job_not_interrupted", "A importação " + row.id() + " não está interrompida: "
            + (state.equals(LibraryJobs.DONE) ? "já terminou." : "está em andamento."));
      }
      if (row.source().equals(LibraryJobs.ADDED)) {
        throw ApiException.badRequest("not_a_file", "A importação " + row.id() + " foi de partidas do clube, não de um "
            + "arquivo: adicione-as de novo (as que já estão na coleção são ignoradas).");
      }
      game = store.collectionUncounted(row.collectionId()).orElseThrow(() -> notFound(ctx)).game();
      checkJobs(actor);
    } catch (ApiException refused) {
      LibraryUploads.drain(ctx);
      throw refused;
    }
    LibraryUploads.Upload upload = uploads.receive(ctx);
    if (upload.bytes() != row.bytes() || upload.crc() != row.crc()) {
      uploads.delete(upload.name());
      throw ApiException.badRequest("different_file", "Este não é o arquivo da importação " + row.id() + ": tem "
          + number(upload.bytes()) + " bytes" + (upload.bytes() == row.bytes() ? " mas outro conteúdo" : "")
          + ", e o da importação tinha " + number(row.bytes()) + " bytes. Envie o mesmo arquivo.");
    }
    switch (jobs.claim(row.id(), row.ownerId(), node, upload.name(), clock.instant(), JOBS_PER_ACCOUNT)) {
      case CLAIMED -> { }
      case NOT_INTERRUPTED -> {
        uploads.delete(upload.name());
        throw new ApiException(409, "job_not_interrupted", "A importação " + row.id() + " já foi retomada.");
      }
      case TOO_MANY -> {
        uploads.delete(upload.name());
        throw tooMany();
      }
    }
    LibraryJobs.Row claimed = jobs.find(row.id()).orElseThrow(() -> notFound(ctx));
    run(ImportJob.of(claimed, jobs.refusals(row.id())), game, upload.name());
    ctx.status(202).json(Map.of("job", row.id()));
  }

  /** {@code GET /api/library/jobs/{id}}: live while it runs here, else its row; only its owner's. */
  void job(Context ctx, long viewer) {
    long id = LibraryModule.id(ctx, "id");
    ImportJob live = here.get(id);
    Map<String, Object> json;
    if (live != null && !live.done()) {
      if (live.ownerId != viewer) throw notFound(ctx);
      json = live.json();
    } else {
      LibraryJobs.Row row = jobs.find(id).filter(r -> r.ownerId() == viewer).orElseThrow(() -> notFound(ctx));
      json = shown(row, true).json();
    }
    ctx.header("Cache-Control", "no-store").json(json);
  }

  /** {@code GET /api/library/collections/{id}/jobs}: the collection's latest imports, newest first (its owner's). */
  List<Map<String, Object>> ofCollection(long collection) {
    return jobs.ofCollection(collection, LISTED).stream().map(r -> {
      ImportJob live = here.get(r.id());
      return live != null && !live.done() ? live.summary() : shown(r, false).summary();
    }).toList();
  }

  /** The row as its page shows it: a job running on a node that has stopped for good is interrupted. */
  private ImportJob shown(LibraryJobs.Row row, boolean refusals) {
    ImportJob job = ImportJob.of(row, refusals ? jobs.refusals(row.id()) : List.of());
    if (row.state().equals(LibraryJobs.RUNNING) && !row.node().equals(node) && !here.containsKey(row.id())
        && !jobs.alive(row.node())) {
      job.interrupted(interrupted(row, row.node()));
    }
    return job;
  }

  /** Why the job cannot go on by itself, and what to do, in Portuguese. {@code deadNode}: null for this node. */
  static String interrupted(LibraryJobs.Row r, String deadNode) {
    String why = deadNode == null
        ? (r.source().equals(LibraryJobs.ADDED) ? "o servidor parou antes de terminar"
            : "o servidor parou e o arquivo enviado não está mais nele")
        : "o servidor " + deadNode + ", que a fazia, parou";
    String done = r.gamesDone() == 0 ? "Nenhuma partida do arquivo tinha sido tratada"
        : (r.gamesDone() == 1 ? "A primeira partida do arquivo já foi tratada"
            : "As " + number(r.gamesDone()) + " primeiras partidas do arquivo já foram tratadas")
            + " (" + number(r.imported()) + " importadas, " + number(r.duplicates()) + " repetidas, "
            + number(r.refusedCount()) + " recusadas)";
    String next = r.source().equals(LibraryJobs.ADDED)
        ? "adicione as partidas de novo para importar o resto (as que já estão na coleção são ignoradas)"
        : "envie o mesmo arquivo em \"Continuar\" para importar o resto";
    return "A importação foi interrompida no jogo " + number(r.gamesDone() + 1) + ": " + why + ". " + done + "; "
        + next + ".";
  }

  /** 20.000: thousands as Brazilian Portuguese writes them. */
  static String number(long n) {
    return String.format(Locale.ROOT, "%,d", n).replace(',', '.');
  }

  private static ApiException notFound(Context ctx) {
    return new ApiException(404, "job_not_found", "Não há nenhuma importação " + ctx.pathParam("id") + " sua.");
  }

  /** A job's committed progress, in the transaction of its batch's games; the club explorer's jobs have no row. */
  private final class RowJournal implements LibraryImporter.Journal {
    @Override
    public void advance(Handle h, ImportJob job, long position, long bytesRead, long imported, long duplicates,
        long refused, List<ImportJob.Refusal> listed) {
      if (job.ownerId == 0) return;
      jobs.advance(h, job.id, node, position, bytesRead, imported, duplicates, refused, listed, clock.instant());
    }

    @Override
    public void finish(ImportJob job, String error) {
      if (job.ownerId == 0) return;
      jobs.finish(job.id, node, error, job.bytes, clock.instant());
    }
  }
}
