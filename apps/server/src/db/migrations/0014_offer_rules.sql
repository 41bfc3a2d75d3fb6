CREATE TYPE "public"."offer_type" AS ENUM('flat', 'percent');--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offer_type" "offer_type";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offer_amount_paise" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offer_percent" smallint;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offer_cap_paise" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "offer_min_order_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_text" text;--> statement-breakpoint
-- Offers become rules pricing applies (ADR 021). The only offer texts ever written are the demo and
-- scale seeds' eight; each becomes the rule the seed now writes (the three that were not money off,
-- "free delivery on your first order", "buy 1 get 1", "free dessert", become the money-off rules that
-- replace them in the seed). Any other text stays without a rule: an offer pricing cannot apply is not shown.
UPDATE "restaurants" AS r
SET "offer_type" = rule.offer_type, "offer_amount_paise" = rule.amount_paise, "offer_percent" = rule.percent,
  "offer_cap_paise" = rule.cap_paise, "offer_min_order_paise" = rule.min_order_paise
FROM (VALUES
  ('20% OFF up to ₹50', 'percent'::offer_type, NULL::integer, 20::smallint, 5000, 0),
  ('Flat ₹75 OFF above ₹349', 'flat', 7500, NULL, NULL, 34900),
  ('Free delivery on your first order', 'percent', NULL, 15, 7500, 0),
  ('Buy 1 Get 1 on selected items', 'flat', 5000, NULL, NULL, 24900),
  ('10% OFF on orders above ₹199', 'percent', NULL, 10, NULL, 19900),
  ('Flat ₹100 OFF above ₹499', 'flat', 10000, NULL, NULL, 49900),
  ('50% OFF up to ₹100', 'percent', NULL, 50, 10000, 0),
  ('Free dessert on orders above ₹399', 'flat', 6000, NULL, NULL, 39900)
) AS rule (offer_text, offer_type, amount_paise, percent, cap_paise, min_order_paise)
WHERE r."offer_text" = rule.offer_text;
--> statement-breakpoint
-- The "Offers" chip's bit now reads the rule (migration 0008 read the text): the same function over
-- the offer type, and the trigger functions that call it.
CREATE FUNCTION restaurant_facet(
  delivery_time_max smallint, rating double precision, is_pure_veg boolean, offer_type offer_type,
  cost_for_two_paise integer
) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ((CASE WHEN delivery_time_max <= 30 THEN 1 ELSE 0 END)
    | (CASE WHEN rating >= 4 THEN 2 ELSE 0 END)
    | (CASE WHEN is_pure_veg THEN 4 ELSE 0 END)
    | (CASE WHEN offer_type IS NOT NULL THEN 8 ELSE 0 END)
    | (CASE WHEN cost_for_two_paise < 30000 THEN 16 ELSE 0 END)
    | (CASE WHEN cost_for_two_paise >= 30000 AND cost_for_two_paise <= 60000 THEN 32 ELSE 0 END))::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_inserted_restaurants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_restaurant_facet_counts(array_agg(0::bigint), array_agg(f.facet), array_agg(1))
  FROM (
    SELECT restaurant_facet(n.delivery_time_max, n.rating, n.is_pure_veg, n.offer_type, n.cost_for_two_paise) AS facet
    FROM new_rows n
  ) f;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_updated_restaurants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_restaurant_facet_counts(array_agg(c.cuisine_id), array_agg(c.facet), array_agg(c.delta))
  FROM (
    SELECT cuisine.id AS cuisine_id, restaurant_facet(o.delivery_time_max, o.rating, o.is_pure_veg, o.offer_type, o.cost_for_two_paise) AS facet, -1 AS delta
    FROM old_rows o
    CROSS JOIN LATERAL (
      SELECT 0::bigint AS id UNION ALL SELECT rc.cuisine_id FROM restaurant_cuisines rc WHERE rc.restaurant_id = o.id
    ) cuisine
    UNION ALL
    SELECT cuisine.id, restaurant_facet(n.delivery_time_max, n.rating, n.is_pure_veg, n.offer_type, n.cost_for_two_paise), 1
    FROM new_rows n
    CROSS JOIN LATERAL (
      SELECT 0::bigint AS id UNION ALL SELECT rc.cuisine_id FROM restaurant_cuisines rc WHERE rc.restaurant_id = n.id
    ) cuisine
  ) c;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_restaurant() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_facet smallint := restaurant_facet(OLD.delivery_time_max, OLD.rating, OLD.is_pure_veg, OLD.offer_type, OLD.cost_for_two_paise);
BEGIN
  PERFORM add_restaurant_facet_counts(array_agg(cuisine.id), array_agg(old_facet), array_agg(-1))
  FROM (
    SELECT 0::bigint AS id UNION ALL SELECT rc.cuisine_id FROM restaurant_cuisines rc WHERE rc.restaurant_id = OLD.id
  ) cuisine;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_cuisine_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM add_restaurant_facet_counts(array_agg(l.cuisine_id), array_agg(l.facet), array_agg(-1))
    FROM (
      SELECT o.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise) AS facet
      FROM old_rows o JOIN restaurants r ON r.id = o.restaurant_id
      FOR SHARE OF r
    ) l;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_restaurant_facet_counts(array_agg(l.cuisine_id), array_agg(l.facet), array_agg(1))
    FROM (
      SELECT n.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise) AS facet
      FROM new_rows n JOIN restaurants r ON r.id = n.restaurant_id
      FOR SHARE OF r
    ) l;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP FUNCTION restaurant_facet(smallint, double precision, boolean, text, integer);
--> statement-breakpoint
-- Count again from the rules (a text left without a rule no longer counts as an offer).
LOCK TABLE restaurants, restaurant_cuisines IN SHARE MODE;
--> statement-breakpoint
DELETE FROM restaurant_facet_counts;
--> statement-breakpoint
INSERT INTO restaurant_facet_counts (cuisine_id, facet, restaurants)
SELECT 0, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise), count(*)
FROM restaurants r GROUP BY 2
UNION ALL
SELECT rc.cuisine_id, restaurant_facet(r.delivery_time_max, r.rating, r.is_pure_veg, r.offer_type, r.cost_for_two_paise), count(*)
FROM restaurant_cuisines rc JOIN restaurants r ON r.id = rc.restaurant_id GROUP BY 1, 2;
--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_offer_rule" CHECK (("restaurants"."offer_type" is null and num_nonnulls("restaurants"."offer_amount_paise", "restaurants"."offer_percent",
          "restaurants"."offer_cap_paise", "restaurants"."offer_min_order_paise") = 0)
      or ("restaurants"."offer_type" = 'flat' and "restaurants"."offer_amount_paise" is not null and "restaurants"."offer_amount_paise" > 0
        and "restaurants"."offer_percent" is null and "restaurants"."offer_cap_paise" is null
        and "restaurants"."offer_min_order_paise" is not null and "restaurants"."offer_min_order_paise" >= 0)
      or ("restaurants"."offer_type" = 'percent' and "restaurants"."offer_percent" is not null
        and "restaurants"."offer_percent" between 1 and 100 and "restaurants"."offer_amount_paise" is null
        and ("restaurants"."offer_cap_paise" is null or "restaurants"."offer_cap_paise" > 0)
        and "restaurants"."offer_min_order_paise" is not null and "restaurants"."offer_min_order_paise" >= 0));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_discount" CHECK ("orders"."offer_discount_paise" >= 0 and ("orders"."offer_discount_paise" = 0) = ("orders"."offer_text" is null));