package org.tabuleiro.engine.match;

import java.util.List;
import java.util.Map;
import org.tabuleiro.engine.uci.UciClient;

/** How to start one side of a match: the command line and the UCI options to set before the first game. */
public record EngineSpec(List<String> command, Map<String, String> options) {
  public EngineSpec {
    command = List.copyOf(command);
    options = Map.copyOf(options);
    if (command.isEmpty()) throw new IllegalArgumentException("empty engine command");
  }

  UciClient start() {
    UciClient client = UciClient.start(command);
    // sorted, so a run is repeatable whatever order the map keeps
    options.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> client.setOption(e.getKey(), e.getValue()));
    client.isReady(30_000);
    return client;
  }
}
