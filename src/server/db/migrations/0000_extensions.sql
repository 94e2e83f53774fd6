-- Extensions used by indexes and search. All load in PGlite and in PostgreSQL 15+.
-- cube/earthdistance are deliberately absent: with pg_trgm they made PGlite's % searches hang.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
