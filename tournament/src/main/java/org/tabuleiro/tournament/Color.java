package org.tabuleiro.tournament;

/** The colour a player had in a game; {@code NONE} for a game without one recorded (some forfeits). */
public enum Color {
  WHITE,
  BLACK,
  NONE
}
