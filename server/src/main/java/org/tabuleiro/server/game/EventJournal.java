package org.tabuleiro.server.game;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.db.StorageException;

/**
 * The moves' write-ahead journal: an append-only file of game events, written before a move is acknowledged and
 * read back only after a crash. One record a line, {@code GAME_ID TAB SEQ TAB EVENT_JSON TAB CRC32}; a torn or
 * damaged line fails its checksum and is skipped when read back.
 *
 * <p>The journal is a series of segment files ({@code events-N.log}). {@link #rotate} starts the next segment and
 * returns the earlier ones, which the caller deletes ({@link #delete}) once their events are in the database.
 *
 * <p>A write reaches the operating system (no fsync): a killed process loses nothing it acknowledged, a power cut
 * may lose the last moments, as with the database itself. Not thread-safe: its owner serialises the calls.
 */
final class EventJournal implements AutoCloseable {
  private static final FileAttribute<Set<PosixFilePermission>> PRIVATE =
      PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"));
  private static final Logger LOG = LoggerFactory.getLogger(EventJournal.class);
  private static final Pattern SEGMENT = Pattern.compile("events-(\\d{12})\\.log");

  /** One event of one game, its event already as JSON. */
  record Entry(long gameId, int seq, String json) {}

  /** A segment file closed by {@link #rotate}: its events are all in the database once the caller says so. */
  record Segment(Path file) {}

  private final Path dir;
  private long number;
  private Path current;
  private FileChannel channel;
  private long size;   // bytes in the current segment: where the next write begins (no fstat per write to ask)
  private final List<Segment> closed = new ArrayList<>();

  private EventJournal(Path dir, long number) throws IOException {
    this.dir = dir;
    this.number = number;
    open();
  }

  /**
   * Opens the journal in {@code dir} (created if missing). What earlier runs left there is returned by
   * {@link #leftOver} and its files by {@link #rotate}: the caller stores it, then deletes them.
   */
  static EventJournal open(Path dir) {
    try {
      Files.createDirectories(dir);
      long last = segments(dir).stream().mapToLong(EventJournal::numberOf).max().orElse(0);
      var journal = new EventJournal(dir, last + 1);
      for (Path p : segments(dir)) {
        if (!p.equals(journal.current)) journal.closed.add(new Segment(p));
      }
      return journal;
    } catch (IOException e) {
      throw new StorageException("cannot open the move journal in " + dir + ": " + e.getMessage(), e);
    }
  }

  /** The entries of the segments earlier runs left, in the order they were written; damaged lines are skipped. */
  List<Entry> leftOver() {
    List<Entry> entries = new ArrayList<>();
    for (Segment s : closed) read(s.file(), entries);
    return entries;
  }

  /** Appends the entries with one write; on failure nothing of them stays in the journal, or it refuses all writes. */
  void write(List<Entry> entries) {
    if (channel == null) throw new StorageException("the move journal is closed after a failed write", null);
    var text = new StringBuilder(entries.size() * 160);
    for (Entry e : entries) line(text, e);
    ByteBuffer bytes = ByteBuffer.wrap(text.toString().getBytes(StandardCharsets.UTF_8));
    long before = size;
    try {
      while (bytes.hasRemaining()) channel.write(bytes);
      size = before + bytes.limit();
    } catch (IOException e) {
      undo(before);
      throw new StorageException("cannot write to the move journal " + current + ": " + e.getMessage(), e);
    }
  }

  /** Starts the next segment; returns every closed segment not yet deleted (the current one among them). */
  List<Segment> rotate() {
    try {
      closeChannel();
      closed.add(new Segment(current));
      number++;
      open();
      return List.copyOf(closed);
    } catch (IOException e) {
      channel = null;
      throw new StorageException("cannot start a new move journal segment in " + dir + ": " + e.getMessage(), e);
    }
  }

  /** Deletes segments whose events are all in the database. */
  void delete(List<Segment> stored) {
    for (Segment s : stored) {
      try {
        Files.deleteIfExists(s.file());
        closed.remove(s);
      } catch (IOException e) {
        LOG.warn("cannot delete the stored move journal segment {}: {}", s.file(), e.getMessage());
      }
    }
  }

  @Override
  public void close() {
    try {
      closeChannel();
    } catch (IOException e) {
      LOG.warn("closing the move journal: {}", e.getMessage());
    }
  }

  private void open() throws IOException {
    current = dir.resolve(String.format("events-%012d.log", number));
    var options = Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND);
    channel = current.getFileSystem().supportedFileAttributeViews().contains("posix")
        ? FileChannel.open(current, options, PRIVATE)   // moves of players: the owner's only, whatever the umask
        : FileChannel.open(current, options);
    size = channel.size();
  }

  private void closeChannel() throws IOException {
    if (channel != null) channel.close();
    channel = null;
  }

  /** After a failed write: cut the file back to where the write began; if that fails too, refuse every later write. */
  private void undo(long position) {
    try {
      channel.truncate(position);
      return;
    } catch (IOException e) {
      LOG.error("cannot cut back the move journal {} after a failed write: {}", current, e.getMessage());
    }
    channel = null;
  }

  static void line(StringBuilder out, Entry e) {
    int start = out.length();
    out.append(e.gameId()).append('\t').append(e.seq()).append('\t').append(e.json());
    var crc = new CRC32();
    crc.update(out.substring(start).getBytes(StandardCharsets.UTF_8));
    out.append('\t').append(Long.toHexString(crc.getValue())).append('\n');
  }

  /** The entry on {@code line}, or null when the line is torn or damaged. */
  static Entry parse(String line) {
    int last = line.lastIndexOf('\t');
    if (last < 0) return null;
    String body = line.substring(0, last);
    var crc = new CRC32();
    crc.update(body.getBytes(StandardCharsets.UTF_8));
    if (!Long.toHexString(crc.getValue()).equals(line.substring(last + 1))) return null;
    String[] fields = body.split("\t", 3);
    if (fields.length != 3) return null;
    try {
      return new Entry(Long.parseLong(fields[0]), Integer.parseInt(fields[1]), fields[2]);
    } catch (NumberFormatException e) {
      return null;
    }
  }

  private static void read(Path file, List<Entry> into) {
    // A reader that replaces bytes a torn write left half a character of, rather than failing on them.
    try (BufferedReader in = new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8))) {
      int n = 0;
      for (String line; (line = in.readLine()) != null; ) {
        n++;
        Entry e = parse(line);
        if (e == null) {
          LOG.warn("move journal {}, line {}: damaged record skipped", file.getFileName(), n);
        } else {
          into.add(e);
        }
      }
    } catch (IOException e) {
      throw new StorageException("cannot read the move journal " + file + ": " + e.getMessage(), e);
    }
  }

  private static List<Path> segments(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> SEGMENT.matcher(p.getFileName().toString()).matches()).sorted().toList();
    }
  }

  private static long numberOf(Path p) {
    var m = SEGMENT.matcher(p.getFileName().toString());
    return m.matches() ? Long.parseLong(m.group(1)) : 0;
  }
}
