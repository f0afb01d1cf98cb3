/**
 * A game in progress, for chess and draughts: time controls, clocks, draw offers, claims, takebacks, results and
 * the event log that rebuilds a game. Independent of any transport and of storage; time is always a parameter.
 */
package org.tabuleiro.play;
