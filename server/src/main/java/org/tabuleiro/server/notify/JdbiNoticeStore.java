package org.tabuleiro.server.notify;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.IOException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@link NoticeStore} on the {@code notices} table. Changes are written behind, in order, by one thread
 * ({@code notice-store}, from {@link #start}), all those waiting in one transaction: a round of 500 games tells its 1,000 players at once
 * without 1,000 commits on the way. A stop ({@link #close}) writes what waits; a killed process may lose the notices
 * of its last moments (never a move or an answered write). When a batch fails, its changes are stored one by one and
 * one that fails is logged and dropped (a notice is worth less than the ones after it).
 * A notice's fields are stored as a JSON object and read back with whole numbers as {@code Long}, as they were given
 * (ids are compared with {@code Long.equals}).
 */
public final class JdbiNoticeStore implements NoticeStore, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(JdbiNoticeStore.class);

  private sealed interface Change permits Add, Remove, MarkRead {}

  private record Add(long accountId, Notice notice, String fields) implements Change {}

  private record Remove(List<Long> ids) implements Change {}

  private record MarkRead(long accountId) implements Change {}

  private final Jdbi jdbi;
  private final ObjectMapper json;
  private final ObjectReader fields;
  private final List<Change> waiting = new ArrayList<>();   // guarded by itself
  private final Thread writer;
  private boolean closed;   // guarded by waiting

  public JdbiNoticeStore(Jdbi jdbi, ObjectMapper json) {
    this.jdbi = jdbi;
    this.json = json;
    this.fields = json.readerFor(Map.class).with(DeserializationFeature.USE_LONG_FOR_INTS);
    this.writer = Thread.ofPlatform().name("notice-store").daemon().unstarted(this::writeLoop);
  }

  /** Starts the writer thread; until then changes wait (a store closed unstarted writes them as it closes). */
  public void start() {
    writer.start();
  }

  @Override
  public void add(long accountId, Notice n) {
    try {
      queue(new Add(accountId, n, json.writeValueAsString(n.data())));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("notice fields", e);
    }
  }

  @Override
  public void remove(List<Long> ids) {
    if (!ids.isEmpty()) queue(new Remove(List.copyOf(ids)));
  }

  @Override
  public void markRead(long accountId) {
    queue(new MarkRead(accountId));
  }

  private void queue(Change c) {
    synchronized (waiting) {
      if (closed) return;   // the server is stopping: a notice told now is not kept
      waiting.add(c);
      waiting.notifyAll();
    }
  }

  private void writeLoop() {
    while (true) {
      List<Change> batch;
      synchronized (waiting) {
        while (waiting.isEmpty() && !closed) {
          try {
            waiting.wait();
          } catch (InterruptedException e) {
            return;
          }
        }
        if (waiting.isEmpty()) return;   // closed and written
        batch = List.copyOf(waiting);
      }
      try {
        jdbi.useTransaction(h -> write(h, batch));
      } catch (RuntimeException e) {
        LOG.warn("storing {} notice changes at once failed; storing them one by one", batch.size(), e);
        oneByOne(batch);
      }
      synchronized (waiting) {
        waiting.subList(0, batch.size()).clear();
      }
    }
  }

  /** Each change in its own transaction: one that cannot be stored is logged and dropped, never blocks the rest. */
  private void oneByOne(List<Change> batch) {
    for (Change c : batch) {
      try {
        jdbi.useTransaction(h -> write(h, List.of(c)));
      } catch (RuntimeException e) {
        LOG.error("a notice change could not be stored and is dropped: {}", c, e);
      }
    }
  }

  private static void write(Handle h, List<Change> batch) {
    PreparedBatch adds = null;
    for (Change c : batch) {
      switch (c) {
        case Add a -> {
          if (adds == null) adds = h.prepareBatch("""
              INSERT INTO notices (id, account_id, kind, fields, created_at, is_read)
              VALUES (:id, :account, :kind, :fields, :at, :read)""");
          adds.bind("id", a.notice().id()).bind("account", a.accountId()).bind("kind", a.notice().type())
              .bind("fields", a.fields()).bind("at", a.notice().at()).bind("read", a.notice().read()).add();
        }
        case Remove r -> {
          adds = flush(adds);
          h.createUpdate("DELETE FROM notices WHERE id IN (<ids>)").bindList("ids", r.ids()).execute();
        }
        case MarkRead m -> {
          adds = flush(adds);
          h.createUpdate("UPDATE notices SET is_read = TRUE WHERE account_id = :account AND is_read = FALSE")
              .bind("account", m.accountId()).execute();
        }
      }
    }
    flush(adds);
  }

  private static PreparedBatch flush(PreparedBatch adds) {
    if (adds != null && adds.size() > 0) adds.execute();
    return null;
  }

  /** Writes what waits, then stops the writer. */
  @Override
  public void close() {
    synchronized (waiting) {
      closed = true;
      waiting.notifyAll();
    }
    if (writer.getState() == Thread.State.NEW) {
      writeLoop();
      return;
    }
    try {
      writer.join(30_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public List<Stored> all() {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT n.id, n.account_id, a.username, n.kind, n.fields, n.created_at, n.is_read
            FROM notices n JOIN accounts a ON a.id = n.account_id ORDER BY n.id""")
        .map((rs, ctx) -> {
          Map<String, Object> data;
          try {
            data = fields.readValue(rs.getString("fields"));
          } catch (IOException e) {
            throw new IllegalStateException("notice " + rs.getLong("id") + ": fields not JSON", e);
          }
          var n = new Notice(rs.getLong("id"), rs.getString("kind"), data,
              rs.getObject("created_at", OffsetDateTime.class).toInstant(), rs.getBoolean("is_read"));
          return new Stored(rs.getLong("account_id"), rs.getString("username"), n);
        })
        .list());
  }

  @Override
  public long lastId() {
    return jdbi.withHandle(h -> h.createQuery("SELECT COALESCE(MAX(id), 0) FROM notices").mapTo(Long.class).one());
  }
}
