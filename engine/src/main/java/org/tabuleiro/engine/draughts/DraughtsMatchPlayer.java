package org.tabuleiro.engine.draughts;

import java.util.List;
import java.util.Random;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;

/** One side of an in-process match: a level, or a plain search to a fixed depth (the usual yardstick). */
public sealed interface DraughtsMatchPlayer {
  /** A level 1-8, optionally held to a node and time bound per move (0: none). */
  record AtLevel(DraughtsLevel level, long nodes, long moveTimeMillis) implements DraughtsMatchPlayer {
    @Override
    public String name() {
      return "level " + level.number();
    }
  }

  /** The full-strength search stopped at {@code depth} plies (quiescence still resolves captures). */
  record AtDepth(int depth) implements DraughtsMatchPlayer {
    public AtDepth {
      if (depth < 1 || depth > DraughtsLimit.MAX_DEPTH) throw new IllegalArgumentException("depth must be 1-" + DraughtsLimit.MAX_DEPTH + ", not " + depth);
    }

    @Override
    public String name() {
      return depth + "-ply search";
    }
  }

  String name();

  /** The move this player makes, with its own engine (whose table carries over within a game). */
  default DraughtsMove move(DraughtsEngine engine, DraughtsPosition position, List<DraughtsPosition> history, Random random) {
    return switch (this) {
      case AtDepth d -> engine.search(position, history, DraughtsLimit.ofDepth(d.depth()), null).move();
      case AtLevel l when l.level().isRandomised() -> engine.play(position, history, l.level(), l.moveTimeMillis(), random);
      case AtLevel l -> {
        DraughtsLimit limit = l.level().limit(l.moveTimeMillis());
        if (l.nodes() > 0) limit = limit.withNodes(limit.nodes() == 0 ? l.nodes() : Math.min(limit.nodes(), l.nodes()));
        yield engine.search(position, history, limit, null).move();
      }
    };
  }
}
