-- Location queries read the kitchens around a point from the location index alone (ADR 028's
-- addendum): the index is built on a stored point column and carries what the exact distance test
-- needs. Before, every kitchen in the box was read from the table, where a city's kitchens lie on as
-- many pages as there are kitchens (1,735 pages for 4,004 kitchens around Mumbai at 50,000).
-- Drizzle's index builder cannot write INCLUDE, so the schema declares the plain index of the same name.
DROP INDEX "restaurants_location_idx";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "location" "point" GENERATED ALWAYS AS (point(longitude, latitude)) STORED;--> statement-breakpoint
CREATE INDEX "restaurants_delivery_radius_idx" ON "restaurants" USING btree ("delivery_radius_m");--> statement-breakpoint
CREATE INDEX "restaurants_location_idx" ON "restaurants" USING gist ("location") INCLUDE ("id", "latitude", "longitude", "delivery_radius_m");--> statement-breakpoint
-- The box holding every kitchen that could deliver to a point, for a kitchen whose radius is
-- `radius_m` (the largest in use: catalog-location-sql.ts): as locationValues computes it in the
-- server, a little wider (1 %) so a kitchen that rounds onto its radius is never cut off, as wide in
-- longitude as the latitude farthest from the equator needs, not wrapping round the date line.
CREATE FUNCTION delivery_reach_box(lat float8, lng float8, radius_m float8) RETURNS box
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT box(
    point(CASE WHEN r.lng_reach >= 180 THEN -180 ELSE greatest(-180, lng - r.lng_reach) END, r.min_lat),
    point(CASE WHEN r.lng_reach >= 180 THEN 180 ELSE least(180, lng + r.lng_reach) END, r.max_lat))
  FROM (SELECT b.min_lat, b.max_lat,
      CASE WHEN greatest(abs(b.min_lat), abs(b.max_lat)) >= 89 THEN 180
        ELSE b.reach / cos(radians(greatest(abs(b.min_lat), abs(b.max_lat)))) END AS lng_reach
    FROM (SELECT greatest(-90, lat - a.reach) AS min_lat, least(90, lat + a.reach) AS max_lat, a.reach
      FROM (SELECT coalesce(radius_m, 0) * 1.01 / 1000 / (6371 * pi() / 180) AS reach) AS a) AS b) AS r
$$;
