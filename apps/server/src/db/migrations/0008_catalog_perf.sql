CREATE TABLE "restaurant_facet_counts" (
	"cuisine_id" bigint NOT NULL,
	"facet" smallint NOT NULL,
	"restaurants" integer NOT NULL,
	CONSTRAINT "restaurant_facet_counts_pk" PRIMARY KEY("cuisine_id","facet")
);
--> statement-breakpoint
-- The home filter chips a restaurant satisfies, as bits (catalog.repository.ts facetBits mirrors them,
-- and its filters use the same thresholds): 1 fast delivery (≤ 30 min), 2 rated 4.0 or more,
-- 4 pure veg, 8 has an offer, 16 cost for two under ₹300, 32 cost for two ₹300–₹600.
CREATE FUNCTION restaurant_facet(
  delivery_time_max smallint, rating double precision, is_pure_veg boolean, offer_text text,
  cost_for_two_paise integer
) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN delivery_time_max <= 30 THEN 1 ELSE 0 END)
    | (CASE WHEN rating >= 4 THEN 2 ELSE 0 END)
    | (CASE WHEN is_pure_veg THEN 4 ELSE 0 END)
    | (CASE WHEN offer_text IS NOT NULL THEN 8 ELSE 0 END)
    | (CASE WHEN cost_for_two_paise < 30000 THEN 16 ELSE 0 END)
    | (CASE WHEN cost_for_two_paise >= 30000 AND cost_for_two_paise <= 60000 THEN 32 ELSE 0 END))::smallint
$$;
--> statement-breakpoint
-- Adds the (cuisine, facet, delta) triples to the counts, summed per key, in key order (so concurrent
-- writers lock the counter rows in the same order).
CREATE FUNCTION add_restaurant_facet_counts(cuisine_ids bigint[], facets smallint[], deltas integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO restaurant_facet_counts AS counts (cuisine_id, facet, restaurants)
  SELECT change.cuisine_id, change.facet, sum(change.delta)
  FROM unnest(cuisine_ids, facets, deltas) AS change (cuisine_id, facet, delta)
  GROUP BY change.cuisine_id, change.facet
  HAVING sum(change.delta) <> 0
  ORDER BY change.cuisine_id, change.facet
  ON CONFLICT (cuisine_id, facet) DO UPDATE SET restaurants = counts.restaurants + excluded.restaurants
$$;
--> statement-breakpoint
-- New restaurants have no cuisine links yet (the links reference them), so only the overall row moves.
CREATE FUNCTION count_inserted_restaurants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_restaurant_facet_counts(array_agg(0::bigint), array_agg(f.facet), array_agg(1))
  FROM (
    SELECT restaurant_facet(n.delivery_time_max, n.rating, n.is_pure_veg, n.offer_text, n.cost_for_two_paise) AS facet
    FROM new_rows n
  ) f;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update moves the restaurant, overall and in each of its cuisines, from its old facet to its new one.
CREATE FUNCTION count_updated_restaurants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_restaurant_facet_counts(array_agg(c.cuisine_id), array_agg(c.facet), array_agg(c.delta))
  FROM (
    SELECT cuisine.id AS cuisine_id, restaurant_facet(o.delivery_time_max, o.rating, o.is_pure_veg, o.offer_text, o.cost_for_two_paise) AS facet, -1 AS delta
    FROM old_rows o
    CROSS JOIN LATERAL (
      SELECT 0::bigint AS id UNION ALL SELECT rc.cuisine_id FROM restaurant_cuisines rc WHERE rc.restaurant_id = o.id
    ) cuisine
    UNION ALL
    SELECT cuisine.id, restaurant_facet(n.delivery_time_max, n.rating, n.is_pure_veg, n.offer_text, n.cost_for_two_paise), 1
    FROM new_rows n
    CROSS JOIN LATERAL (
      SELECT 0::bigint AS id UNION ALL SELECT rc.cuisine_id FROM restaurant_cuisines rc WHERE rc.restaurant_id = n.id
    ) cuisine
  ) c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Before the delete, while its cuisine links still exist (the cascade removes them afterwards, when
-- the restaurant is gone, so count_cuisine_links skips them).
CREATE FUNCTION count_deleted_restaurant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_facet smallint := restaurant_facet(OLD.delivery_time_max, OLD.rating, OLD.is_pure_veg, OLD.offer_text, OLD.cost_for_two_paise);
BEGIN
  PERFORM add_restaurant_facet_counts(array_agg(cuisine.id), array_agg(old_facet), array_agg(-1))
  FROM (
    SELECT 0::bigint AS id UNION ALL SELECT rc.cuisine_id FROM restaurant_cuisines rc WHERE rc.restaurant_id = OLD.id
  ) cuisine;
  RETURN OLD;
END
$$;
--> statement-breakpoint
-- A cuisine link counts the restaurant's facet under that cuisine. The restaurant row is read FOR SHARE:
-- a concurrent update of it either finishes first (and this reads its new facet) or waits for this
-- transaction (and then its own trigger sees this link).
CREATE FUNCTION count_cuisine_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM add_restaurant_facet_counts(array_agg(l.cuisine_id), array_agg(l.facet), array_agg(-1))
    FROM (
      SELECT o.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_text, r.cost_for_two_paise) AS facet
      FROM old_rows o JOIN restaurants r ON r.id = o.restaurant_id
      FOR SHARE OF r
    ) l;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_restaurant_facet_counts(array_agg(l.cuisine_id), array_agg(l.facet), array_agg(1))
    FROM (
      SELECT n.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_text, r.cost_for_two_paise) AS facet
      FROM new_rows n JOIN restaurants r ON r.id = n.restaurant_id
      FOR SHARE OF r
    ) l;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION clear_restaurant_facet_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'restaurants' THEN
    DELETE FROM restaurant_facet_counts;
  ELSE
    DELETE FROM restaurant_facet_counts WHERE cuisine_id <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER restaurants_facet_counts_insert AFTER INSERT ON restaurants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_restaurants();
--> statement-breakpoint
CREATE TRIGGER restaurants_facet_counts_update AFTER UPDATE ON restaurants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_updated_restaurants();
--> statement-breakpoint
CREATE TRIGGER restaurants_facet_counts_delete BEFORE DELETE ON restaurants
  FOR EACH ROW EXECUTE FUNCTION count_deleted_restaurant();
--> statement-breakpoint
CREATE TRIGGER restaurants_facet_counts_truncate AFTER TRUNCATE ON restaurants
  FOR EACH STATEMENT EXECUTE FUNCTION clear_restaurant_facet_counts();
--> statement-breakpoint
CREATE TRIGGER restaurant_cuisines_facet_counts_insert AFTER INSERT ON restaurant_cuisines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_cuisine_links();
--> statement-breakpoint
CREATE TRIGGER restaurant_cuisines_facet_counts_update AFTER UPDATE ON restaurant_cuisines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_cuisine_links();
--> statement-breakpoint
CREATE TRIGGER restaurant_cuisines_facet_counts_delete AFTER DELETE ON restaurant_cuisines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_cuisine_links();
--> statement-breakpoint
CREATE TRIGGER restaurant_cuisines_facet_counts_truncate AFTER TRUNCATE ON restaurant_cuisines
  FOR EACH STATEMENT EXECUTE FUNCTION clear_restaurant_facet_counts();
--> statement-breakpoint
-- Count what is already there (the lock keeps writers out until the migration commits).
LOCK TABLE restaurants, restaurant_cuisines IN SHARE MODE;
--> statement-breakpoint
INSERT INTO restaurant_facet_counts (cuisine_id, facet, restaurants)
SELECT 0, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_text, r.cost_for_two_paise), count(*)
FROM restaurants r GROUP BY 2
UNION ALL
SELECT rc.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_text, r.cost_for_two_paise), count(*)
FROM restaurant_cuisines rc JOIN restaurants r ON r.id = rc.restaurant_id GROUP BY 1, 2;
