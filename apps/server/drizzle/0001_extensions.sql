-- Search needs trigram indexes and accent folding (both ship with PostgreSQL contrib and with PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
