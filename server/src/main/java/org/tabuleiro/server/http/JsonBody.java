package org.tabuleiro.server.http;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

/**
 * A request's JSON object, read by hand rather than bound to a class: every wrong shape (not JSON, not an object,
 * a number where text belongs) becomes a 400 naming the field, never a 500 from a binding library.
 */
public final class JsonBody {
  private final ObjectNode node;

  private JsonBody(ObjectNode node) {
    this.node = node;
  }

  /** The body as a JSON object, with the same refusals as {@link #of}, for handlers that read fields themselves. */
  public static ObjectNode object(Context ctx, ObjectMapper mapper) {
    return of(ctx, mapper).node;
  }

  /** Reads the body; an empty body is an empty object (so a handler can say which field is missing). */
  public static JsonBody of(Context ctx, ObjectMapper mapper) {
    String text = ctx.body();  // Javalin refuses a body over http.maxRequestSize with 413 here
    if (text.isBlank()) return new JsonBody(mapper.createObjectNode());
    JsonNode parsed;
    try {
      parsed = mapper.readTree(text);
    } catch (JacksonException e) {
      throw ApiException.badRequest("malformed_json", "O corpo do pedido não é JSON válido.");
    }
    if (!(parsed instanceof ObjectNode object)) {
      throw ApiException.badRequest("expected_object", "O corpo do pedido deve ser um objeto JSON.");
    }
    return new JsonBody(object);
  }

  public boolean has(String field) {
    return node.has(field);
  }

  /** A text field that must be present and non-null. */
  public String requiredText(String field) {
    String value = optionalText(field);
    if (value == null) throw ApiException.badRequest("missing_field", "Falta o campo \"" + field + "\".");
    return value;
  }

  /** A text field, or null when absent or JSON null. */
  public String optionalText(String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) return null;
    if (!v.isTextual()) throw wrongType(field, "um texto");
    return v.textValue();
  }

  /** A whole number, or null when absent or JSON null. */
  public Integer optionalInt(String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) return null;
    if (!v.isIntegralNumber() || !v.canConvertToInt()) throw wrongType(field, "um número inteiro");
    return v.intValue();
  }

  /** A field that may be absent or null (then null), else must be text: 400 {@code invalid_<field>} otherwise. */
  public static String optionalText(com.fasterxml.jackson.databind.JsonNode body, String field) {
    com.fasterxml.jackson.databind.JsonNode v = body.path(field);
    if (v.isMissingNode() || v.isNull()) return null;
    if (!v.isTextual()) throw ApiException.badRequest("invalid_" + field, "\"" + field + "\" deve ser texto.");
    return v.asText();
  }

  private static ApiException wrongType(String field, String expected) {
    return ApiException.badRequest("invalid_field", "O campo \"" + field + "\" deve ser " + expected + ".");
  }
}
