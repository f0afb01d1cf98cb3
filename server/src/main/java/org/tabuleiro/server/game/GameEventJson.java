package org.tabuleiro.server.game;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.Locale;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.play.Result;
import org.tabuleiro.play.Termination;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

/**
 * A {@link GameEvent} as JSON, for the event log and the WebSocket alike: {@code {"type":"move","at":"...",
 * "by":"white","move":"e2e4","lag":120,"clock":172300}}. Written by hand so the play records carry no annotations
 * and the stored form is ours to keep stable: a released type name or field never changes meaning.
 */
public final class GameEventJson {
  private final ObjectMapper mapper;

  public GameEventJson(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  public ObjectNode toJson(GameEvent event) {
    ObjectNode n = mapper.createObjectNode();
    switch (event) {
      case GameEvent.Started s -> n.put("type", "started");
      case GameEvent.MovePlayed m -> n.put("type", "move").put("by", color(m.by())).put("move", m.move())
          .put("lag", m.lagMillis()).put("clock", m.clockMillis());
      case GameEvent.Offered o -> n.put("type", "offered").put("by", color(o.by())).put("what", o.what().key());
      case GameEvent.Declined d -> n.put("type", "declined").put("by", color(d.by())).put("what", d.what().key());
      case GameEvent.Lapsed l -> n.put("type", "lapsed").put("what", l.what().key());
      case GameEvent.TakenBack t -> n.put("type", "takenBack").put("plies", t.plies());
      case GameEvent.Adjourned a -> n.put("type", "adjourned");
      case GameEvent.Resumed r -> n.put("type", "resumed");
      case GameEvent.Berserked b -> n.put("type", "berserk").put("by", color(b.by()));
      case GameEvent.Ended e -> {
        n.put("type", "ended").put("termination", e.result().termination().key());
        n.put("outcome", outcome(e.result().outcome()));
      }
    }
    n.put("at", event.at().toString());
    return n;
  }

  public String write(GameEvent event) {
    return toJson(event).toString();
  }

  /** @throws IllegalArgumentException when the text is not an event this codec wrote */
  public GameEvent read(String text) {
    JsonNode n;
    try {
      n = mapper.readTree(text);
    } catch (JacksonException e) {
      throw new IllegalArgumentException("stored event is not JSON: " + e.getOriginalMessage(), e);
    }
    Instant at = Instant.parse(n.path("at").asText());
    String type = n.path("type").asText();
    return switch (type) {
      case "started" -> new GameEvent.Started(at);
      case "move" -> new GameEvent.MovePlayed(at, color(n.path("by")), n.path("move").asText(),
          n.path("lag").asLong(), n.path("clock").asLong());
      case "offered" -> new GameEvent.Offered(at, color(n.path("by")), Proposal.byKey(n.path("what").asText()));
      case "declined" -> new GameEvent.Declined(at, color(n.path("by")), Proposal.byKey(n.path("what").asText()));
      case "lapsed" -> new GameEvent.Lapsed(at, Proposal.byKey(n.path("what").asText()));
      case "takenBack" -> new GameEvent.TakenBack(at, n.path("plies").asInt());
      case "adjourned" -> new GameEvent.Adjourned(at);
      case "resumed" -> new GameEvent.Resumed(at);
      case "berserk" -> new GameEvent.Berserked(at, color(n.path("by")));
      case "ended" -> new GameEvent.Ended(at, new Result(outcome(n.path("outcome")),
          Termination.byKey(n.path("termination").asText())));
      default -> throw new IllegalArgumentException("unknown stored event type \"" + type + "\"");
    };
  }

  public static String color(Color c) {
    return c == null ? null : c.name().toLowerCase(Locale.ROOT);
  }

  public static String outcome(Outcome o) {
    return o == null ? null : o.name().toLowerCase(Locale.ROOT);
  }

  private static Color color(JsonNode n) {
    return Color.valueOf(n.asText().toUpperCase(Locale.ROOT));
  }

  static Outcome outcome(JsonNode n) {
    return n.isNull() || n.isMissingNode() ? null : outcome(n.asText());
  }

  static Outcome outcome(String key) {
    return key == null ? null : Outcome.valueOf(key.toUpperCase(Locale.ROOT));
  }
}
