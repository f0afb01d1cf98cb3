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
import org.tabuleiro.rules.draughts.Variant;

/**
 * Imports a file of games into a collection: reads it game by game (constant memory), names each chess game's
 * opening, and stores the games in transactions of {@value #BATCH} (each game whole, with all its positions, or not
 * at all). A batch the database refuses is stored again game by game, so one bad game refuses only itself.
 */
final class LibraryImporter {
  static final int BATCH = 500;

  private final LibraryStore store;

  LibraryImporter(LibraryStore store) {
    this.store = store;
  }

  void run(ImportJob job, String game, Path file) {
    CountingStream counting;
    long read = 0, imported = 0, duplicates = 0;
    Writer writer = new Writer(job);
    try (InputStream raw = Files.newInputStream(file)) {
      counting = new CountingStream(new BufferedInputStream(raw, 1 << 16));
      try (GameFileReader reader = reader(game, counting)) {
        List<ParsedGame.Playable> batch = new ArrayList<>(BATCH);
        ParsedGame g;
        while ((g = reader.next()) != null) {
          read++;
          switch (g) {
            case ParsedGame.Refused r -> job.refuse(r.number(), r.line(), "Jogo " + r.number() + " (linha " + r.line()
                + "): " + r.message());
            case ParsedGame.Playable p -> {
              String tooLong = p.text().length() > 1_000_000 ? "o jogo tem mais de 1.000.000 caracteres" : null;
              if (tooLong != null) job.refuse(p.number(), p.line(), "Jogo " + p.number() + " (linha " + p.line() + "): " + tooLong);
              else batch.add(p);
            }
          }
          if (batch.size() >= BATCH) {
            writer.submit(batch);
            batch = new ArrayList<>(BATCH);
          }
          job.progress(counting.count, read, writer.imported, writer.duplicates);
        }
        writer.submit(batch);
        writer.awaitOrThrow();
        job.progress(counting.count, read, writer.imported, writer.duplicates);
      }
      job.finish(null);
    } catch (IOException | RuntimeException e) {
      writer.await();
      job.progress(0, read, writer.imported, writer.duplicates);
      job.finish("A importação parou no jogo " + (read + 1) + ": " + e.getMessage());
    } finally {
      writer.close();
      try {
        Files.deleteIfExists(file);
      } catch (IOException ignored) {
        // the upload folder is emptied at the next start
      }
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
    private java.util.concurrent.Future<long[]> pending;
    volatile long imported, duplicates;

    Writer(ImportJob job) {
      this.job = job;
    }

    void submit(List<ParsedGame.Playable> batch) {
      awaitOrThrow();
      if (!batch.isEmpty()) pending = thread.submit(() -> flush(job, batch));
    }

    /** Waits for the batch being stored; a failure there stops the import. */
    void awaitOrThrow() {
      if (pending == null) return;
      try {
        long[] r = pending.get();
        imported += r[0];
        duplicates += r[1];
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrompida", e);
      } catch (java.util.concurrent.ExecutionException e) {
        throw e.getCause() instanceof RuntimeException re ? re : new IllegalStateException(e.getCause());
      } finally {
        pending = null;
      }
    }

    /** Waits for the batch being stored, keeping its counts; a failure there was already reported. */
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

  /** Stores the batch; returns {imported, duplicates}. */
  private long[] flush(ImportJob job, List<ParsedGame.Playable> batch) {
    if (batch.isEmpty()) return new long[2];
    List<LibraryStore.NewGame> games = batch.stream().map(LibraryImporter::newGame).toList();
    long imported = 0, duplicates = 0;
    try {
      boolean[] stored = store.store(job.collectionId, games);
      for (boolean s : stored) if (s) imported++; else duplicates++;
    } catch (RuntimeException e) {
      for (int i = 0; i < games.size(); i++) {
        try {
          if (store.store(job.collectionId, List.of(games.get(i)))[0]) imported++; else duplicates++;
        } catch (RuntimeException one) {
          ParsedGame.Playable p = batch.get(i);
          job.refuse(p.number(), p.line(), "Jogo " + p.number() + " (linha " + p.line() + "): a base de dados recusou-o ("
              + one.getClass().getSimpleName() + ")");
        }
      }
    }
    batch.clear();
    return new long[] {imported, duplicates};
  }

  static LibraryStore.NewGame newGame(ParsedGame.Playable p) {
    Map<String, String> t = p.tags();
    String date = text(t.get("Date"), 10);
    Integer year = date.length() >= 4 && date.substring(0, 4).chars().allMatch(Character::isDigit)
        ? Integer.parseInt(date.substring(0, 4)) : null;
    Opening opening = null;
    if (!t.containsKey("FEN") || t.get("FEN").isBlank()) {
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

  private static String text(String value, int max) {
    if (value == null) return "";
    String v = value.strip();
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
