-- A pupil's school cycle, which places the pupil in one age group (event/AgeGroups): 1, 2, 3 or sec; NULL when the
-- list did not say (the usual cycle for the pupil's age is taken). Portable SQL (H2 2.x, PostgreSQL 13+).
ALTER TABLE event_players ADD COLUMN school_cycle VARCHAR(3);
ALTER TABLE event_players ADD CONSTRAINT event_players_school_cycle CHECK (school_cycle IN ('1', '2', '3', 'sec'));
