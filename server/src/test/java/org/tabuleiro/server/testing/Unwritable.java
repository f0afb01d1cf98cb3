package org.tabuleiro.server.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * A folder this process cannot write in, until closed: mode 0500, or, when the tests run as root (whom modes do not
 * stop), the immutable attribute ({@code chattr +i}, which stops root too; it needs a file system that has it, such
 * as ext4, and fails the test otherwise).
 */
public final class Unwritable implements AutoCloseable {
  private final Path folder;
  private final Set<PosixFilePermission> before;
  private final boolean immutable;

  private Unwritable(Path folder, Set<PosixFilePermission> before, boolean immutable) {
    this.folder = folder;
    this.before = before;
    this.immutable = immutable;
  }

  public static Unwritable make(Path folder) throws IOException, InterruptedException {
    Set<PosixFilePermission> before = Files.getPosixFilePermissions(folder);
    if (isRoot(folder)) {
      chattr("+i", folder);
      return new Unwritable(folder, before, true);
    }
    Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("r-x------"));
    return new Unwritable(folder, before, false);
  }

  @Override
  public void close() throws IOException, InterruptedException {
    if (immutable) chattr("-i", folder);
    Files.setPosixFilePermissions(folder, before);
  }

  private static boolean isRoot(Path folder) throws IOException {
    Path mine = Files.createTempFile(folder, "owner", ".tmp");
    try {
      return ((Number) Files.getAttribute(mine, "unix:uid")).intValue() == 0;
    } finally {
      Files.delete(mine);
    }
  }

  private static void chattr(String flag, Path folder) throws IOException, InterruptedException {
    Process p = new ProcessBuilder("chattr", flag, folder.toString()).redirectErrorStream(true).start();
    String said = new String(p.getInputStream().readAllBytes());
    if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new IOException("chattr " + flag + " " + folder + " failed: " + said);
    }
  }
}
