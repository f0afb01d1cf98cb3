package org.tabuleiro.cli;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** A small parser for {@code --name value} options, {@code --flag} switches and positional arguments. */
final class Args {
  private final Map<String, String> options = new HashMap<>();
  private final Set<String> flags = new HashSet<>();
  private final List<String> positional = new ArrayList<>();

  Args(String[] args, Set<String> valued, Set<String> switches) {
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (valued.contains(a)) {
        if (i + 1 >= args.length) throw new UsageException(a + " needs a value");
        options.put(a, args[++i]);
      } else if (switches.contains(a)) {
        flags.add(a);
      } else if (a.startsWith("--") && a.length() > 2) {
        throw new UsageException("unknown option " + a);
      } else {
        positional.add(a);
      }
    }
  }

  String get(String name) {
    return options.get(name);
  }

  boolean has(String name) {
    return flags.contains(name);
  }

  List<String> positional() {
    return positional;
  }

  long number(String name, long fallback) {
    String v = options.get(name);
    if (v == null) return fallback;
    try {
      return Long.parseLong(v.replace("_", "").replace(",", ""));
    } catch (NumberFormatException e) {
      throw new UsageException(name + " must be a whole number, not '" + v + "'");
    }
  }
}
