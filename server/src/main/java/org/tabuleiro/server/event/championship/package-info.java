/**
 * Championships: one school championship's day (jornada) whose sections are events of their own, each a Swiss or a
 * round robin with its own rounds, pairings and tiebreaks, defined by the age groups and genders it takes.
 *
 * <p>{@link org.tabuleiro.server.event.championship.SectionPlacement} places a pupil in exactly one section (pure);
 * {@link org.tabuleiro.server.event.championship.Championships} creates them, adds sections (through the events'
 * own setup), pairs every section's next round in one action (through the director) and imports one list into all
 * sections in one transaction (through registration); {@link org.tabuleiro.server.event.championship.ChampionshipSchools}
 * ranks the schools across the sections. Depends on the event rooms below it (setup, registration, director,
 * standings, access); the routes are in {@code event.http} ({@code ChampionshipRoutes}).
 */
package org.tabuleiro.server.event.championship;
