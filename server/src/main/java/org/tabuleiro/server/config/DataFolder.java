package org.tabuleiro.server.config;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.db.StorageException;

/**
 * The server's folder on disk (the H2 file, the move journal): private to the server's user, writable, and with
 * room to write. {@link #prepare} checks it before anything is opened, so a full disk or a folder the server may not
 * write is a one-line message at start rather than a database's stack trace; the health check asks it again.
 *
 * <p>Private: folders {@code rwx------} (0700), files {@code rw-------} (0600), password hashes and games included.
 * Java cannot set the process's umask, so the folders are created private, what is in them is made private at
 * start, and {@code ./tabuleiro serve} runs under {@code umask 077} so that files created later (the journal's next
 * segments, H2's trace) are born private too; whatever the umask, nothing in a 0700 folder is readable by others.
 */
public final class DataFolder {
  private static final Logger LOG = LoggerFactory.getLogger(DataFolder.class);
  /** Usable space under which the server refuses to start and health says {@code "disk": "low"}, in MiB. */
  public static final long DEFAULT_MIN_FREE_MIB = 100;
  public static final Set<PosixFilePermission> PRIVATE_FOLDER = PosixFilePermissions.fromString("rwx------");
  private static final String PROBE = ".write-probe-";
  private static final Set<PosixFilePermission> OWNER = EnumSet.of(PosixFilePermission.OWNER_READ,
      PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);

  private final Path dir;
  private final long minFreeBytes;
  private final boolean posix = FileSystems.getDefault().supportedFileAttributeViews().contains("posix");

  /** @param minFreeBytes below this much usable space the folder counts as full */
  public DataFolder(Path dir, long minFreeBytes) {
    this.dir = dir.toAbsolutePath().normalize();
    this.minFreeBytes = minFreeBytes;
  }

  /** The folder with the threshold of {@code -Dtabuleiro.minFreeDiskMiB} (100 by default). */
  public static DataFolder of(Path dir) {
    return new DataFolder(dir, Long.getLong("tabuleiro.minFreeDiskMiB", DEFAULT_MIN_FREE_MIB) * 1024 * 1024);
  }

  public Path path() {
    return dir;
  }

  public long minFreeBytes() {
    return minFreeBytes;
  }

  /**
   * Creates the folder (0700) if needed, refuses to go on, with a {@link StorageException} whose message is one line,
   * when it cannot be written or has less than {@link #minFreeBytes} usable, and makes what it holds private.
   */
  public void prepare() {
    try {
      createPrivate(dir);
    } catch (IOException e) {
      throw new StorageException("cannot create the data folder " + dir + ": " + reason(e), e);
    }
    String problem = writeProblem(dir);
    if (problem != null) throw new StorageException("cannot write in the data folder " + dir + ": " + problem, null);
    makePrivate();
    long free = freeBytes();
    if (free >= 0 && free < minFreeBytes) {
      throw new StorageException("the disk of the data folder " + dir + " is nearly full: " + mib(free)
          + " MiB free, and the server needs " + mib(minFreeBytes) + " MiB (-Dtabuleiro.minFreeDiskMiB)", null);
    }
  }

  /** A folder inside the data folder, created 0700 if missing (the journal's, before the journal opens it). */
  public Path subfolder(String name) {
    Path sub = dir.resolve(name);
    try {
      createPrivate(sub);
    } catch (IOException e) {
      throw new StorageException("cannot create the folder " + sub + ": " + reason(e), e);
    }
    return sub;
  }

  /**
   * Takes every permission of the group and of others from the data folder and everything in it (symbolic links
   * are not followed): new folders are 0700 and files 0600, and the owner's own bits are never widened (a folder
   * made read-only on purpose stays so). What cannot be changed (a file of another user) is logged, not fatal.
   */
  public void makePrivate() {
    if (!posix || !Files.isDirectory(dir)) return;
    List<Path> all = new ArrayList<>();
    try (Stream<Path> tree = Files.walk(dir)) {
      tree.forEach(all::add);
    } catch (IOException | RuntimeException e) {
      LOG.warn("cannot list the data folder {} to make it private: {}", dir, e.getMessage());
    }
    for (Path p : all) {
      if (!Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) continue;
      try {
        Set<PosixFilePermission> now = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
        Set<PosixFilePermission> owners = EnumSet.noneOf(PosixFilePermission.class);
        for (PosixFilePermission bit : now) if (OWNER.contains(bit)) owners.add(bit);
        if (!owners.equals(now)) Files.setPosixFilePermissions(p, owners);
      } catch (IOException e) {
        LOG.warn("cannot make {} private: {}", p, reason(e));
      }
    }
  }

  /** Usable bytes on the data folder's disk, or -1 when the file system does not say. */
  public long freeBytes() {
    try {
      return Files.getFileStore(dir).getUsableSpace();
    } catch (IOException e) {
      return -1;
    }
  }

  /** True when the disk has at least {@link #minFreeBytes} usable (or does not say). */
  public boolean hasRoom() {
    long free = freeBytes();
    return free < 0 || free >= minFreeBytes;
  }

  /**
   * Creates, writes and deletes a small file in {@code folder}, as the database and the journal would: the reason
   * when that fails, null when it works.
   */
  public String writeProblem(Path folder) {
    Path probe = null;
    try {
      probe = Files.createTempFile(folder, PROBE, ".tmp");   // a name of its own: probes may run side by side
      Files.write(probe, new byte[] {'o', 'k', '\n'}, StandardOpenOption.WRITE);
      return null;
    } catch (IOException e) {
      return reason(e);
    } finally {
      if (probe != null) {
        try {
          Files.deleteIfExists(probe);
        } catch (IOException e) {
          LOG.warn("cannot delete the write probe {}: {}", probe, reason(e));
        }
      }
    }
  }

  private void createPrivate(Path folder) throws IOException {
    if (Files.isDirectory(folder)) return;
    if (posix) {
      Files.createDirectories(folder, privateFolder());
    } else {
      Files.createDirectories(folder);
    }
  }

  private static FileAttribute<Set<PosixFilePermission>> privateFolder() {
    return PosixFilePermissions.asFileAttribute(PRIVATE_FOLDER);
  }

  /** The operating system's words ("Permission denied", "No space left on device"), without the path again. */
  private static String reason(IOException e) {
    if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
    if (e instanceof AccessDeniedException) return "permission denied";
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }

  private static long mib(long bytes) {
    return bytes / (1024 * 1024);
  }
}
