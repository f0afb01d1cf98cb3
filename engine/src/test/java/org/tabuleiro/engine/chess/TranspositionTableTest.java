package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {
  @Test
  void anEntryComesBackAsStored() {
    TranspositionTable table = new TranspositionTable(1);
    table.store(0x1234_5678_9ABC_DEF0L, 0x2F3A, -123, 45, 9, TranspositionTable.BOUND_LOWER, 3);
    long entry = table.probe(0x1234_5678_9ABC_DEF0L);
    assertEquals(0x2F3A, TranspositionTable.move(entry));
    assertEquals(-123, TranspositionTable.score(entry, 3));
    assertEquals(45, TranspositionTable.eval(entry));
    assertEquals(9, TranspositionTable.depth(entry));
    assertEquals(TranspositionTable.BOUND_LOWER, TranspositionTable.bound(entry));
    assertEquals(0, table.probe(0x1234_5678_9ABC_DEF1L), "another key finds nothing");
  }

  @Test
  void aMateScoreIsStoredFromTheNodeAndReadBackFromTheRoot() {
    TranspositionTable table = new TranspositionTable(1);
    // Found at ply 5: mate in 3 plies from the node, so MATE - 8 at the root.
    table.store(42L, 1, Score.MATE - 8, 0, 4, TranspositionTable.BOUND_EXACT, 5);
    long entry = table.probe(42L);
    // Reached again at ply 2 by a transposition: still 3 plies from the node, so MATE - 5 from the root.
    assertEquals(Score.MATE - 5, TranspositionTable.score(entry, 2));
  }

  @Test
  void theDeeperEntryOfAnOlderSearchGivesWayOnlyWhenTheBucketIsFull() {
    TranspositionTable table = new TranspositionTable(1);
    int buckets = 1024 * 1024 / 16 / 2;
    long a = 7, b = 7 + buckets, c = 7 + 2L * buckets; // same bucket
    table.store(a, 1, 0, 0, 12, TranspositionTable.BOUND_EXACT, 0);
    table.store(b, 2, 0, 0, 2, TranspositionTable.BOUND_EXACT, 0);
    table.store(c, 3, 0, 0, 5, TranspositionTable.BOUND_EXACT, 0);
    assertEquals(12, TranspositionTable.depth(table.probe(a)), "the deep entry stays");
    assertEquals(0, table.probe(b), "the shallow one was replaced");
    assertEquals(5, TranspositionTable.depth(table.probe(c)));
  }
}
