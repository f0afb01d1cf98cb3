package org.tabuleiro.server.http;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

/** The one JSON configuration of the server, for requests and responses alike. */
public final class Json {
  private Json() {}

  public static ObjectMapper mapper() {
    ObjectMapper mapper = JsonMapper.builder()
        // Records are serialized by their components; unknown request fields are ignored (clients evolve).
        .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
        .build();
    // A request is at most 64 KiB anyway; deep nesting is the remaining way to make the parser work hard.
    mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build());
    return mapper;
  }
}
