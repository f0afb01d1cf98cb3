package org.tabuleiro.rules.format.pdn;

/** A PDN tag pair such as {@code [GameType "20"]}; the value is unescaped. */
public record PdnTag(String name, String value) {
  public PdnTag {
    java.util.Objects.requireNonNull(name);
    java.util.Objects.requireNonNull(value);
  }
}
