package org.tabuleiro.server.live;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.time.Instant;
import org.tabuleiro.play.Clock;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.StoredEvent;

/** The frames the server sends on a game's socket ({@code docs/protocol.md}). */
public final class LiveJson {
  private final ObjectMapper mapper;
  private final GameEventJson events;

  public LiveJson(ObjectMapper mapper, GameEventJson events) {
    this.mapper = mapper;
    this.events = events;
  }

  public String ack(Long id, int version) {
    ObjectNode n = mapper.createObjectNode().put("t", "ack");
    if (id != null) n.put("id", id);
    return n.put("v", version).toString();
  }

  /**
   * {@code after}, when not null, is the game right after the event ({@link #situation}). Written as a stream, not
   * a tree: the server sends one of these per move, and the tree of the legal moves was a sixth of all it allocated
   * under load.
   */
  public String event(StoredEvent e, LiveSnapshot after) {
    return write(after == null ? 256 : 1024, out -> {
      out.writeStringField("t", "event");
      out.writeNumberField("v", e.seq());
      out.writeFieldName("event");
      out.writeTree(events.toJson(e.event()));
      if (after != null) {
        out.writeObjectFieldStart("after");
        situation(out, after, true);
        out.writeEndObject();
      }
    });
  }

  private interface Fields {
    void write(JsonGenerator out) throws IOException;
  }

  /** One JSON object, its fields streamed by {@code fields}. */
  private String write(int sizeHint, Fields fields) {
    var text = new StringWriter(sizeHint);
    try (JsonGenerator out = mapper.getFactory().createGenerator(text)) {
      out.writeStartObject();
      fields.write(out);
      out.writeEndObject();
    } catch (IOException x) {
      throw new UncheckedIOException(x);   // a StringWriter does not fail
    }
    return text.toString();
  }

  public String error(Long id, String code, String message) {
    ObjectNode n = mapper.createObjectNode().put("t", "error");
    if (id != null) n.put("id", id);
    return n.put("code", code).put("message", message).toString();
  }

  /**
   * The {@code state} frame (the whole game as of the snapshot) without its clocks and its closing brace: what does
   * not change until the game's next event, made once and shared ({@link LiveView}); {@link #stateWithClock}
   * completes it.
   */
  String statePrefix(LiveSnapshot s, String whiteName, String blackName, Color you) {
    Game g = s.game();
    String whole = write(2048, out -> {
      out.writeStringField("t", "state");
      out.writeNumberField("v", s.version());
      out.writeObjectFieldStart("game");
      out.writeNumberField("id", s.stored().id());
      out.writeStringField("variant", g.variant().key());
      out.writeBooleanField("rated", g.setup().rated());
      out.writeStringField("timeControl", g.setup().control().toString());
      out.writeStringField("initialFen", g.setup().initialFen());
      if (s.stored().origin() != null) {
        out.writeStringField("origin", s.stored().origin().key());
        out.writeNumberField("firstMoveSeconds", s.stored().origin().firstMoveWait().toSeconds());
        out.writeBooleanField("berserk", s.stored().origin().berserk());
      }
      out.writeObjectFieldStart("players");
      out.writeStringField("white", whiteName);
      out.writeStringField("black", blackName);
      out.writeEndObject();
      out.writeEndObject();
      out.writeStringField("you", GameEventJson.color(you));
      out.writeArrayFieldStart("moves");
      for (String m : g.moves()) out.writeString(m);
      out.writeEndArray();
      situation(out, s, false);
    });
    return whole.substring(0, whole.length() - 1);
  }

  /** A {@link #statePrefix} with the clocks as they stand at {@code now}, last. */
  String stateWithClock(String prefix, Game g, Instant now) {
    StringBuilder frame = new StringBuilder(prefix.length() + 80).append(prefix).append(",\"clock\":");
    if (g.setup().control() instanceof TimeControl.Unlimited) {
      frame.append("null");
    } else {
      Clock c = g.clock();
      frame.append("{\"white\":").append(c.remainingMillis(Color.WHITE, now))
          .append(",\"black\":").append(c.remainingMillis(Color.BLACK, now))
          .append(",\"running\":").append(c.running() == null ? "null" : "\"" + GameEventJson.color(c.running()) + "\"")
          .append('}');
    }
    return frame.append('}').toString();
  }

  private static void clock(JsonGenerator out, Game g, Instant at) throws IOException {
    if (g.setup().control() instanceof TimeControl.Unlimited) {
      out.writeNullField("clock");
      return;
    }
    Clock c = g.clock();
    out.writeObjectFieldStart("clock");
    out.writeNumberField("white", c.remainingMillis(Color.WHITE, at));
    out.writeNumberField("black", c.remainingMillis(Color.BLACK, at));
    out.writeStringField("running", GameEventJson.color(c.running()));
    out.writeEndObject();
  }

  /**
   * What changes with events: position, clocks (remaining at the snapshot's instant; left out when
   * {@code withClock} is false), result, offers, claims.
   */
  private static void situation(JsonGenerator out, LiveSnapshot s, boolean withClock) throws IOException {
    Game g = s.game();
    out.writeStringField("fen", g.fen());
    out.writeStringField("turn", GameEventJson.color(g.sideToMove()));
    if (withClock) clock(out, g, s.at());
    if (g.result() == null) {
      out.writeNullField("result");
    } else {
      out.writeObjectFieldStart("result");
      out.writeStringField("outcome", GameEventJson.outcome(g.result().outcome()));
      out.writeStringField("termination", g.result().termination().key());
      out.writeStringField("text", g.variant().isDraughts() ? g.result().pdn() : g.result().pgn());
      out.writeEndObject();
    }
    out.writeObjectFieldStart("offers");
    for (Proposal p : Proposal.values()) out.writeStringField(p.key(), GameEventJson.color(g.proposedBy(p)));
    out.writeEndObject();
    out.writeBooleanField("adjourned", g.isAdjourned());
    out.writeBooleanField("canClaimDraw", g.canClaimDraw());
    out.writeBooleanField("canAbort", g.canAbort() && s.stored().origin() == null);   // a tournament game is forfeited
    out.writeArrayFieldStart("legalMoves");
    for (String m : g.legalMoves()) out.writeString(m);
    out.writeEndArray();
  }
}
