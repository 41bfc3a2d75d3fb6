-- The text of a restaurant's offer is derived from its rule now (ADR 021, migration 0014).
ALTER TABLE "restaurants" DROP COLUMN "offer_text";