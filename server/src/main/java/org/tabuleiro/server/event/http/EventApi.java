package org.tabuleiro.server.event.http;

import java.time.InstantSource;
import org.tabuleiro.server.event.access.EventReads;
import org.tabuleiro.server.event.director.EventDirector;
import org.tabuleiro.server.event.registration.EventRegistration;
import org.tabuleiro.server.event.registration.EventTeamRegistration;
import org.tabuleiro.server.event.results.EventResults;
import org.tabuleiro.server.event.setup.EventSetup;

/** The event services the routes call, one per role. */
record EventApi(InstantSource clock, EventReads reads, EventSetup setup, EventRegistration registration,
    EventTeamRegistration teams, EventDirector director, EventResults results) {}
