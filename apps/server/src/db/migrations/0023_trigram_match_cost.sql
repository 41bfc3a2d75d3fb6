-- pg_trgm declares its word-similarity operators (`<%`, `%>`) as cheap as an integer comparison
-- (COST 1). Each call builds both strings' trigram sets, about 100 times the work. Believing them
-- cheap, the planner read "biryni"'s name matches at 50,000 kitchens by a table scan that computes the
-- similarity of every name until 200 match (about 1,800 names), instead of the trigram index's bitmap
-- (ADR 028). With their true cost it takes the index at every size.
ALTER FUNCTION word_similarity_op(text, text) COST 100;--> statement-breakpoint
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
