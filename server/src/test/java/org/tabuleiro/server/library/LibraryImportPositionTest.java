package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The batch/commit boundary of a library import: a batch's games and the job's position after them are one
 * transaction. The import "crashes" inside the third batch's transaction, after its games are written and its
 * position too: neither stays. Run again from the position its row holds, the import stores the rest, every game of
 * the file exactly once (a batch stored twice would show as duplicates; one lost, as fewer imported).
 */
class LibraryImportPositionTest {
  static final int GAMES = 1_600;

  /** What a kill does to the transaction under way: nothing of it is committed, nothing after it runs. */
  private static final class Crash extends Error {}

  @OnBothDatabases
  void aBatchAndTheJobsPositionAreCommittedTogether(TestServer server, @TempDir Path dir) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long collection = ana.collection("Fronteira", "chess", false);
    Jdbi jdbi = server.server().database().jdbi();
    long owner = jdbi.withHandle(h -> h.createQuery("SELECT id FROM accounts WHERE username = 'ana'")
        .mapTo(Long.class).one());
    LibraryStore store = new LibraryStore(jdbi);
    LibraryJobs jobs = new LibraryJobs(jdbi);
    Path file = LibraryImportKillTest.games(dir, GAMES);
    long id = jobs.create(collection, owner, LibraryJobs.UPLOAD, "", "test.upload", Files.size(file), 0,
        TestServer.START, LibraryImports.JOBS_PER_ACCOUNT);

    int[] transactions = {0};
    LibraryImporter crashing = new LibraryImporter(store, new Journal(jobs) {
      @Override
      public void advance(Handle h, ImportJob job, long position, long bytesRead, long imported, long duplicates,
          long refused, List<ImportJob.Refusal> listed) {
        super.advance(h, job, position, bytesRead, imported, duplicates, refused, listed);
        if (++transactions[0] == 3) throw new Crash();   // the games and the position are written: now the kill
      }

      @Override
      public void finish(ImportJob job, String error) {
        // killed: nobody writes that the job has ended
      }
    }, () -> false);
    crashing.run(ImportJob.of(jobs.find(id).orElseThrow(), List.of()), "chess", copy(file, dir));

    LibraryJobs.Row afterCrash = jobs.find(id).orElseThrow();
    assertEquals(2 * LibraryImporter.BATCH, afterCrash.gamesDone(), afterCrash.toString());
    assertEquals(2 * LibraryImporter.BATCH, afterCrash.imported(), afterCrash.toString());
    assertEquals(2 * LibraryImporter.BATCH, stored(jdbi, collection), "the third batch's games went with its position");

    ImportJob resumed = ImportJob.of(afterCrash, jobs.refusals(id));
    new LibraryImporter(store, new Journal(jobs), () -> false).run(resumed, "chess", copy(file, dir));

    LibraryJobs.Row done = jobs.find(id).orElseThrow();
    assertEquals(LibraryJobs.DONE, done.state(), done.toString());
    assertEquals(GAMES, done.gamesDone(), done.toString());
    assertEquals(GAMES, done.imported(), "every game once: " + done);
    assertEquals(0, done.duplicates(), "no batch stored twice: " + done);
    assertEquals(GAMES, stored(jdbi, collection));
    assertEquals((long) GAMES, resumed.json().get("imported"), resumed.json().toString());
    long atStart = 0;
    for (var m : ana.explorer(collection, null).json().path("moves")) atStart += m.path("games").asLong();
    assertEquals(GAMES, atStart, "the explorer's counts went with their games");
  }

  /** The job's row, as the server's journal writes it. */
  private static class Journal implements LibraryImporter.Journal {
    private final LibraryJobs jobs;

    Journal(LibraryJobs jobs) {
      this.jobs = jobs;
    }

    @Override
    public void advance(Handle h, ImportJob job, long position, long bytesRead, long imported, long duplicates,
        long refused, List<ImportJob.Refusal> listed) {
      jobs.advance(h, job.id, "", position, bytesRead, imported, duplicates, refused, listed, TestServer.START);
    }

    @Override
    public void finish(ImportJob job, String error) {
      jobs.finish(job.id, "", error, job.bytes, TestServer.START);
    }
  }

  private static long stored(Jdbi jdbi, long collection) {
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM library_games WHERE collection_id = :c")
        .bind("c", collection).mapTo(Long.class).one());
  }

  /** The importer deletes its file once run: each run has a copy. */
  private static Path copy(Path file, Path dir) throws Exception {
    return Files.copy(file, Files.createTempFile(dir, "upload", ".pgn"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }
}
