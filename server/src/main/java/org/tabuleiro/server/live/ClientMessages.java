package org.tabuleiro.server.live;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.server.chat.ChatRoom;

/**
 * Reads a client frame. Every wrong shape becomes a {@link Bad} with a stable code, never an exception: the
 * socket answers it with an error frame and stays open.
 */
public final class ClientMessages {
  /** Frames larger than this are refused unread: no message of the protocol comes near it. */
  public static final int MAX_FRAME_CHARS = 4096;

  private static final JsonFactory SCAN = new JsonFactory();

  private final ObjectMapper mapper;

  public ClientMessages(ObjectMapper mapper) {
    this.mapper = mapper;
  }

  public sealed interface Parsed {}

  public record Good(ClientMessage.Framed framed) implements Parsed {}

  /** @param id the client's {@code id}, when it could be read (null otherwise), echoed in the error frame */
  public record Bad(String code, String message, Long id) implements Parsed {}

  public Parsed parse(String text) {
    if (text.length() > MAX_FRAME_CHARS) {
      return new Bad("frame_too_large", "Mensagem grande demais (máximo " + MAX_FRAME_CHARS + " caracteres).",
          idOf(text));
    }
    JsonNode n;
    try {
      n = mapper.readTree(text);
    } catch (JacksonException e) {
      return new Bad("malformed_json", "A mensagem não é JSON válido.", idOf(text));
    }
    if (n == null || !n.isObject()) return new Bad("expected_object", "A mensagem deve ser um objeto JSON.", null);
    Long id = n.path("id").isIntegralNumber() && n.path("id").canConvertToLong() ? n.path("id").asLong() : null;
    String t = n.path("t").asText("");
    try {
      ClientMessage m = switch (t) {
        case "move" -> new ClientMessage.Move(text(n, "move"), lag(n));
        case "resign" -> new ClientMessage.Resign();
        case "offer" -> new ClientMessage.Offer(proposal(n));
        case "accept" -> new ClientMessage.Accept(proposal(n));
        case "decline" -> new ClientMessage.Decline(proposal(n));
        case "claim" -> new ClientMessage.Claim(n.path("move").isTextual() ? n.path("move").asText() : null);
        case "abort" -> new ClientMessage.Abort();
        case "berserk" -> new ClientMessage.Berserk();
        case "resume" -> new ClientMessage.Resume();
        case "sync" -> new ClientMessage.Sync(since(n));
        case "claim-victory" -> new ClientMessage.ClaimAbandonment(true);
        case "call-draw" -> new ClientMessage.ClaimAbandonment(false);
        case "chat" -> new ClientMessage.Chat(room(n), n.path("text").isTextual() ? n.path("text").asText() : "");
        default -> null;
      };
      if (m == null) return new Bad("unknown_message", "Tipo de mensagem desconhecido: \"" + t + "\".", id);
      return new Good(new ClientMessage.Framed(m, id));
    } catch (IllegalArgumentException e) {
      return new Bad("invalid_message", e.getMessage(), id);
    }
  }

  /**
   * The {@code id} of a frame that is not read whole (refused by a flood guard, too large, broken JSON): the
   * top-level {@code "id"} when it comes, an integer, in the first {@link #MAX_FRAME_CHARS} characters before
   * anything the parser cannot read; else null. A streaming read that stops there: cheap enough for every frame a
   * flooding client sends.
   */
  public static Long idOf(String text) {
    String head = text.length() > MAX_FRAME_CHARS ? text.substring(0, MAX_FRAME_CHARS) : text;
    try (JsonParser p = SCAN.createParser(head)) {
      if (p.nextToken() != JsonToken.START_OBJECT) return null;
      for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
        String name = p.currentName();
        JsonToken value = p.nextToken();
        if (name.equals("id")) {
          return value == JsonToken.VALUE_NUMBER_INT && p.getNumberType() != JsonParser.NumberType.BIG_INTEGER
              ? p.getLongValue() : null;
        }
        p.skipChildren();
      }
    } catch (IOException e) {
      // unreadable before any id
    }
    return null;
  }

  private static String text(JsonNode n, String field) {
    JsonNode v = n.path(field);
    if (!v.isTextual() || v.asText().isBlank()) throw new IllegalArgumentException("Falta o campo \"" + field + "\".");
    return v.asText();
  }

  private static long lag(JsonNode n) {
    JsonNode v = n.path("lag");
    if (v.isMissingNode() || v.isNull()) return 0;
    if (!v.isIntegralNumber() || v.asLong() < 0) {
      throw new IllegalArgumentException("\"lag\" é um número inteiro de milissegundos, não negativo.");
    }
    return v.asLong();
  }

  /** "what" defaults to a draw: the common case for accept and decline buttons. */
  private static Proposal proposal(JsonNode n) {
    JsonNode v = n.path("what");
    if (v.isMissingNode() || v.isNull()) return Proposal.DRAW;
    try {
      return Proposal.byKey(v.asText());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("\"what\" é draw, takeback ou adjournment.");
    }
  }

  private static ChatRoom room(JsonNode n) {
    return ChatRoom.byKey(n.path("room").asText(""))
        .orElseThrow(() -> new IllegalArgumentException("\"room\" é player ou spectator (numa partida) ou club (no salão)."));
  }

  private static int since(JsonNode n) {
    JsonNode v = n.path("since");
    if (!v.canConvertToInt() || !v.isIntegralNumber() || v.asInt() < 0) {
      throw new IllegalArgumentException("\"since\" é a versão (inteiro) do último evento recebido.");
    }
    return v.asInt();
  }
}
