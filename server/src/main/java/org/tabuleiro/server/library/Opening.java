package org.tabuleiro.server.library;

/** A named opening of the ECO table: its code, name and the length of its line in plies. */
public record Opening(String eco, String name, int plies) {}
