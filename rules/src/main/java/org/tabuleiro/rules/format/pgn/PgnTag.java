package org.tabuleiro.rules.format.pgn;

import java.util.Objects;

/**
 * One tag pair of a game's tag section (PGN standard 8.1), value unescaped.
 *
 * @param name  tag name, such as {@code Event}
 * @param value tag value without quotes or escapes
 */
public record PgnTag(String name, String value) {

    public PgnTag {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(value, "value");
    }
}
