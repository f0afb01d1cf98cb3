package org.tabuleiro.server.library;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.server.common.NameRules;

/**
 * Imports a file of games into a collection: reads it game by game (constant memory), names each chess game's
 * opening, and stores the games in transactions of {@value #BATCH} (each game whole, with all its positions, or not
 * at all). A batch the database refuses is stored again game by game, so one bad game refuses only itself.
 *
 * <p>Each transaction also writes how far the file is done ({@link Journal#advance}: its first N games stored,
 * skipped as duplicates or refused), so an import killed midway goes on at game N + 1 when it is run again, having
 * read its first N games without storing them: never a game twice, never one lost.
 */
final class LibraryImporter {
  static final int BATCH = 500;

  /** Where a job's committed progress goes with each batch's games: its row ({@link LibraryJobs}), or nowhere. */
  interface Journal {
    Journal NONE = new Journal() {
      @Override
      public void advance(Handle h, ImportJob job, long position, long bytesRead, long imported, long duplicates,
          long refused, List<ImportJob.Refusal> listed) {}

      @Override
      public void finish(ImportJob job, String error) {}
    };

    /** In the batch's transaction. */
    void advance(Handle h, ImportJob job, long position, long bytesRead, long imported, long duplicates, long refused,
        List<ImportJob.Refusal> listed);

    /** The job has ended; throws if that could not be written (the file is then kept for the next start). */
    void finish(ImportJob job, String error);
  }

  /** Thrown out of {@link #run} when the server is stopping: the job is left as it is, its file kept. */
  static final class Stopped extends RuntimeException {
    Stopped() {
      super("the server is stopping", null, false, false);
    }
  }

  private final LibraryStore store;
  private final Journal journal;
  private final java.util.function.BooleanSupplier stopping;

  LibraryImporter(LibraryStore store) {
    this(store, Journal.NONE, () -> false);
  }

  /** @param stopping true once the server stops: a job then stops where it is, to go on at the next start */
  LibraryImporter(LibraryStore store, Journal journal, java.util.function.BooleanSupplier stopping) {
    this.store = store;
    this.journal = journal;
    this.stopping = stopping;
  }

  /**
   * Imports the file, from its game {@code job.gamesDone() + 1} (the first ones were done before a restart), and
   * deletes it once the job has ended. When the server is stopping, returns with the job as it is and the file kept.
   */
  void run(ImportJob job, String game, Path file) {
    CountingStream counting = null;
    long read = 0;
    long skip = job.gamesDone();
    Writer writer = new Writer(job);
    String error = null;
    try (InputStream raw = Files.newInputStream(file)) {
      counting = new CountingStream(new BufferedInputStream(raw, 1 << 16));
      try (GameFileReader reader = reader(game, counting)) {
        List<ParsedGame.Playable> batch = new ArrayList<>(BATCH);
        List<ImportJob.Refusal> refusals = new ArrayList<>();
        long stepFrom = skip;
        reader.skipping(skip > 0);
        ParsedGame g;
        while ((g = reader.next()) != null) {
          read++;
          if (read <= skip) {   // done before the restart: read for its number only
            if (read == skip) reader.skipping(false);
            if ((read & 255) == 0) job.read(counting.count, read);
            if ((read & 255) == 0 && stopping.getAsBoolean()) throw new Stopped();
            continue;
          }
          switch (g) {
            case ParsedGame.Refused r -> refusals.add(new ImportJob.Refusal(r.number(), r.line(), "Jogo " + r.number()
                + " (linha " + r.line() + "): " + r.message()));
            case ParsedGame.Playable p -> {
              String tooLong = p.text().length() > 1_000_000 ? "o jogo tem mais de 1.000.000 caracteres" : null;
              if (tooLong != null) {
                refusals.add(new ImportJob.Refusal(p.number(), p.line(), "Jogo " + p.number() + " (linha " + p.line()
                    + "): " + tooLong));
              } else {
                batch.add(p);
              }
            }
          }
          // A step every BATCH games read, stored or not, so a file of refused games moves on too.
          if (batch.size() >= BATCH || read - stepFrom >= BATCH) {
            writer.submit(batch, read, counting.count, refusals);
            batch = new ArrayList<>(BATCH);
            refusals = new ArrayList<>();
            stepFrom = read;
          }
          job.read(counting.count, read);
        }
        writer.submit(batch, read, counting.count, refusals);   // to the end of the file, even with no game left
        writer.awaitOrThrow();
        job.read(counting.count, read);
      }
    } catch (Stopped | LibraryJobs.Gone e) {
      writer.await();
      if (e instanceof Stopped) return;
      delete(file);
      job.finish("A importação foi cancelada: a coleção foi apagada.");
      return;
    } catch (IOException | RuntimeException e) {
      writer.await();
      if (stopping.getAsBoolean()) return;   // the file's channel closed by the interrupt: goes on at the next start
      error = "A importação parou no jogo " + (Math.max(read, job.gamesDone()) + 1) + ": " + e.getMessage();
    } finally {
      writer.close();
    }
    try {
      journal.finish(job, error);
    } catch (RuntimeException e) {
      job.finish(error != null ? error : "A importação terminou mas não foi registrada: " + e.getMessage());
      return;   // the file is kept: at the next start the job goes on (and ends) from its last batch
    }
    job.finish(error);
    delete(file);
  }

  private static void delete(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // the upload folder is emptied of files no job needs at the next start
    }
  }

  /**
   * Stores the batches on a thread of its own while the next one is read, one batch at a time and in the file's
   * order (the reading waits when a batch is still being stored, so at most two are held).
   */
  private final class Writer implements AutoCloseable {
    private final ImportJob job;
    private final java.util.concurrent.ExecutorService thread = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "library-import-writer");
      t.setDaemon(true);
      t.setPriority(Thread.currentThread().getPriority());
      return t;
    });
    private java.util.concurrent.Future<?> pending;

    Writer(ImportJob job) {
      this.job = job;
    }

    /**
     * Stores the batch with the file's position after it ({@code position} games read, {@code bytesRead} bytes) and
     * the games refused since the last one.
     */
    void submit(List<ParsedGame.Playable> batch, long position, long bytesRead, List<ImportJob.Refusal> refusals) {
      awaitOrThrow();
      if (stopping.getAsBoolean()) throw new Stopped();
      if (batch.isEmpty() && refusals.isEmpty() && position <= job.gamesDone()) return;
      pending = thread.submit(() -> flush(job, batch, position, bytesRead, refusals));
    }

    /**
     * Waits for the batch being stored, even when interrupted (the server stopping lets its transaction end); a
     * failure there stops the import.
     */
    void awaitOrThrow() {
      if (pending == null) return;
      boolean interrupted = false;
      try {
        while (true) {
          try {
            pending.get();
            return;
          } catch (InterruptedException e) {
            interrupted = true;
          }
        }
      } catch (java.util.concurrent.ExecutionException e) {
        throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
      } finally {
        pending = null;
        if (interrupted) Thread.currentThread().interrupt();
      }
    }

    /** Waits for the batch being stored; a failure there was already reported. */
    void await() {
      try {
        awaitOrThrow();
      } catch (RuntimeException ignored) {
        // the import stops with the reader's error, or with this one rethrown by submit
      }
    }

    @Override
    public void close() {
      thread.shutdown();
    }
  }

  private static GameFileReader reader(String game, InputStream in) {
    return switch (game) {
      case "chess" -> new ChessFileReader(in);
      case "international" -> new DraughtsFileReader(in, Variant.INTERNATIONAL);
      case "brazilian" -> new DraughtsFileReader(in, Variant.BRAZILIAN);
      default -> throw new IllegalArgumentException(game);
    };
  }

  /**
   * Stores the batch and the file's position after it in one transaction. A batch the database refuses is stored
   * again game by game, each game with the position at it and the games refused before it, then the rest of the
   * position: whatever transaction is the last committed, the position it wrote is exact.
   */
  private void flush(ImportJob job, List<ParsedGame.Playable> batch, long position, long bytesRead,
      List<ImportJob.Refusal> refusals) {
    List<LibraryStore.NewGame> games = batch.stream().map(LibraryImporter::newGame).toList();
    try {
      commit(job, games, position, bytesRead, refusals);
      return;
    } catch (LibraryJobs.Gone gone) {
      throw gone;
    } catch (RuntimeException e) {
      // stored again game by game below
    }
    int before = 0;
    for (int i = 0; i < games.size(); i++) {
      ParsedGame.Playable p = batch.get(i);
      int from = before;
      while (before < refusals.size() && refusals.get(before).game() < p.number()) before++;
      List<ImportJob.Refusal> earlier = refusals.subList(from, before);
      try {
        commit(job, List.of(games.get(i)), p.number(), bytesRead, earlier);
      } catch (LibraryJobs.Gone gone) {
        throw gone;
      } catch (RuntimeException one) {
        List<ImportJob.Refusal> withIt = new ArrayList<>(earlier);
        withIt.add(new ImportJob.Refusal(p.number(), p.line(), "Jogo " + p.number() + " (linha " + p.line()
            + "): a base de dados recusou-o (" + one.getClass().getSimpleName() + ")"));
        commit(job, List.of(), p.number(), bytesRead, withIt);   // if this fails too, the import stops
      }
    }
    commit(job, List.of(), position, bytesRead, refusals.subList(before, refusals.size()));
  }

  private void commit(ImportJob job, List<LibraryStore.NewGame> games, long position, long bytesRead,
      List<ImportJob.Refusal> refusals) {
    List<ImportJob.Refusal> listed = refusals.subList(0, Math.max(0, Math.min(refusals.size(), job.listingRoom())));
    long[] counts = new long[2];
    store.store(job.collectionId, games, (h, stored) -> {
      for (boolean s : stored) counts[s ? 0 : 1]++;
      journal.advance(h, job, position, bytesRead, counts[0], counts[1], refusals.size(), listed);
    });
    job.committed(position, bytesRead, counts[0], counts[1], refusals.size(), List.copyOf(listed));
  }

  static LibraryStore.NewGame newGame(ParsedGame.Playable p) {
    Map<String, String> t = p.tags();
    String date = text(t.get("Date"), 10);
    Integer year = date.length() >= 4 && date.substring(0, 4).chars().allMatch(Character::isDigit)
        ? Integer.parseInt(date.substring(0, 4)) : null;
    Opening opening = null;
    if (!t.containsKey("FEN") || t.get("FEN").isBlank() || startsAtInitial(p)) {
      Openings table = Openings.table();
      for (int i = p.keys().length - 1; i >= 1 && opening == null; i--) {
        opening = table.at(p.keys()[i]);
      }
    }
    String result = p.result() == null ? "*" : p.result();
    return new LibraryStore.NewGame(fingerprint(p), text(t.get("White"), 200), text(t.get("Black"), 200),
        text(t.get("Event"), 200), text(t.get("Site"), 200), date, year, result.length() > 7 ? "*" : result,
        outcome(result), rating(t.get("WhiteElo")), rating(t.get("BlackElo")),
        opening == null ? null : opening.eco(), opening == null ? null : text(opening.name(), 200), p.text(), p.keys(),
        p.moves(), p.sans());
  }

  private static final long INITIAL = PositionKey.of(org.tabuleiro.rules.chess.Position.initial());

  /** A chess game whose FEN tag is the normal start position: named by its opening as any other. */
  private static boolean startsAtInitial(ParsedGame.Playable p) {
    return p.keys().length > 0 && p.keys()[0] == INITIAL;
  }

  private static String text(String value, int max) {
    if (value == null) return "";
    String v = NameRules.clean(value).strip();   // shown in pages: no invisible or direction-changing character
    if (v.equals("?") || v.equals("????.??.??")) return v.equals("?") ? "" : v;
    return v.length() <= max ? v : v.substring(0, max);
  }

  private static Integer rating(String value) {
    if (value == null) return null;
    try {
      int r = Integer.parseInt(value.strip());
      return r > 0 && r < 4000 ? r : null;
    } catch (NumberFormatException e) {
      return null;
    }
  }

  static String outcome(String result) {
    return switch (result) {
      case "1-0", "2-0" -> "w";
      case "0-1", "0-2" -> "b";
      case "1/2-1/2", "1-1" -> "d";
      default -> null;
    };
  }

  /** The same game imported twice: the tags naming it and its main line. */
  static long fingerprint(ParsedGame.Playable p) {
    StringBuilder s = new StringBuilder();
    for (String tag : new String[] {"Event", "Site", "Date", "Round", "White", "Black", "Result", "FEN"}) {
      s.append(p.tags().getOrDefault(tag, "")).append('\u0001');
    }
    for (String m : p.moves()) s.append(m).append(' ');
    return PositionKey.hash(s.toString());
  }

  /** Counts the bytes read, for the progress bar. */
  static final class CountingStream extends FilterInputStream {
    volatile long count;

    CountingStream(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = super.read();
      if (b >= 0) count++;
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = super.read(b, off, len);
      if (n > 0) count += n;
      return n;
    }
  }
}
