/**
 * Events: over-the-board and online Swiss, round-robin and team tournaments, from registration to the exports.
 *
 * <p>This package holds the values only (an {@link org.tabuleiro.server.event.Event}, its settings, players, boards,
 * results, teams, its {@link org.tabuleiro.server.event.EventState} read in one transaction, the refusals). Each role
 * has a room of its own, and rooms depend downwards only (no package cycle):
 *
 * <pre>
 * http           routes and JSON (EventModule wires the rest and adds the routes)
 *  ├─ championship  a day's sections (each an event), pair all, one list for all (Championships)
 *  ├─ online     events played in the club: games opened, results entered, rounds paired on time (EventPlay)
 *  ├─ setup      create, publish, how the event is played and joined (EventSetup)
 *  ├─ registration  players and teams entered by the arbiter, a list (CSV, .xlsx), a TRF; players joining by themselves
 *  ├─ results    a board's result and moves, by an arbiter or by a club game's end (EventResults)
 *  ├─ director   rounds paired, drafts changed, published, undone (EventDirector; Dutch and team pairing, seeding)
 *  ├─ standings  standings, crosstable, medals, schools, exports (pure functions of an EventState)
 *  ├─ access     who reads and writes an event; the reads a viewer makes, and the cached texts (EventReads)
 *  ├─ store      the repository: one transaction per change, under the event's row lock
 *  └─ trf        an EventState as the tournament module's Trf (the one conversion pairing and exports go through)
 * </pre>
 *
 * <p>Every change runs in one transaction holding the event's lock ({@code EventRepository.write}), is refused whole
 * when any part is wrong, and leaves a line in the audit log. Services take and give typed values; JSON is read and
 * written in {@code http} only.
 */
package org.tabuleiro.server.event;
