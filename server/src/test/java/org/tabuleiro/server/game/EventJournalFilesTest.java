package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The journal holds the players' moves: its segments are the owner's only, whatever the process's umask. */
class EventJournalFilesTest {
  @Test
  void segmentsAreCreatedPrivate(@TempDir Path dir) throws Exception {
    try (EventJournal journal = EventJournal.open(dir)) {
      journal.write(List.of(new EventJournal.Entry(1, 1, "{\"type\":\"started\"}")));
      journal.rotate();
      journal.write(List.of(new EventJournal.Entry(1, 2, "{\"type\":\"move\"}")));
    }
    try (var segments = Files.list(dir)) {
      List<String> modes = segments.map(p -> {
        try {
          return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
        } catch (java.io.IOException e) {
          throw new AssertionError(e);
        }
      }).toList();
      assertEquals(2, modes.size(), "two segments: " + modes);
      modes.forEach(mode -> assertEquals("rw-------", mode));
    }
  }
}
