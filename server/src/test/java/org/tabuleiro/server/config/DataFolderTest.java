package org.tabuleiro.server.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.PlayedGames;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.server.testing.Unwritable;

/** The data folder: private, checked at start, and its problems said in one line. */
class DataFolderTest {
  private static final long MIB = 1024 * 1024;

  @TempDir Path tmp;

  @Test
  void aNewDataFolderIsCreatedPrivate() throws Exception {
    Path data = tmp.resolve("clube/dados");
    DataFolder.of(data).prepare();
    assertEquals("rwx------", mode(data));
    assertEquals("rwx------", mode(DataFolder.of(data).subfolder("journal")));
  }

  @Test
  void whatAnEarlierVersionLeftReadableByAllIsMadePrivateAtStart() throws Exception {
    Path data = Files.createDirectories(tmp.resolve("dados"));
    Path journal = Files.createDirectories(data.resolve("journal"));
    Path db = Files.writeString(data.resolve("tabuleiro.mv.db"), "hashes");
    Path segment = Files.writeString(journal.resolve("events-000000000001.log"), "");
    for (Path p : List.of(data, journal)) Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
    for (Path p : List.of(db, segment)) Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-r--r--"));

    DataFolder.of(data).prepare();

    assertEquals(Map.of("", "rwx------", "journal", "rwx------", "journal/events-000000000001.log", "rw-------",
        "tabuleiro.mv.db", "rw-------"), modes(data));
  }

  @Test
  void theServersFilesArePrivate() throws Exception {
    Path data = tmp.resolve("dados");
    try (TestServer server = TestServer.start(ServerConfig.forTests(DatabaseConfig.h2File(data), data))) {
      ApiClient ana = server.client(), rui = server.client();
      assertEquals(201, ana.register("ana", "lua-verde-da-ana").status());
      assertEquals(201, rui.register("rui", "lua-verde-do-rui").status());
      PlayedGames.play(server, ana, rui, "chess", "5+3", false, List.of("e2e4", "e7e5"), null);   // in the journal
      Map<String, String> modes = modes(data);
      assertTrue(modes.containsKey("tabuleiro.mv.db") && modes.keySet().stream().anyMatch(f -> f.startsWith("journal/events-")),
          "the database and a journal segment: " + modes);
      modes.forEach((file, mode) -> assertEquals(Files.isDirectory(data.resolve(file)) ? "rwx------" : "rw-------",
          mode, "'" + file + "'"));
    }
  }

  @Test
  void aFolderThatCannotBeWrittenIsRefusedInOneLine() throws Exception {
    Path data = Files.createDirectories(tmp.resolve("dados"));
    try (var locked = Unwritable.make(data)) {
      var e = assertThrows(StorageException.class, () -> DataFolder.of(data).prepare());
      assertTrue(e.getMessage().startsWith("cannot write in the data folder " + data + ": "), e.getMessage());
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
  }

  @Test
  void aNearlyFullDiskIsRefusedInOneLine() {
    Path data = tmp.resolve("dados");
    DataFolder folder = new DataFolder(data, Long.MAX_VALUE / 2);
    var e = assertThrows(StorageException.class, folder::prepare);
    assertTrue(e.getMessage().startsWith("the disk of the data folder " + data + " is nearly full: "), e.getMessage());
    assertTrue(e.getMessage().endsWith(" MiB (-Dtabuleiro.minFreeDiskMiB)"), e.getMessage());
    assertFalse(folder.hasRoom());
    assertTrue(new DataFolder(data, MIB).hasRoom());
  }

  private static String mode(Path p) throws Exception {
    return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
  }

  /** Every folder and file under {@code root} (relative name, "" for the root) with its mode. */
  private static Map<String, String> modes(Path root) throws Exception {
    Map<String, String> modes = new TreeMap<>();
    try (Stream<Path> all = Files.walk(root)) {
      for (Path p : all.toList()) modes.put(root.relativize(p).toString(), mode(p));
    }
    return modes;
  }
}
