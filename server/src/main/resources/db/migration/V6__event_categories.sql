-- An event's own age groups and its school classification's count. Portable SQL (H2 2.x, PostgreSQL 13+).

-- JSON list of {"name", "fromYear", "toYear"} (birth years, both included, either may be null); NULL: the
-- school-sport preset computed from the season.
ALTER TABLE events ADD COLUMN categories VARCHAR(4000);
-- How many pupils of a school count in its classification (the best N, whatever their gender).
ALTER TABLE events ADD COLUMN school_best INTEGER;
