-- Trigram matching for typo-tolerant search (catalog). PGlite ships it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
