-- Keep dish_names in step with menu_items: one statement-level trigger per write kind, reading the
-- transition table so a bulk insert of thousands of items costs one extra statement, not one per row.
CREATE FUNCTION record_dish_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dish_names (name_key) SELECT DISTINCT lower(name) FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER menu_items_dish_names_insert AFTER INSERT ON menu_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_dish_names();
--> statement-breakpoint
CREATE TRIGGER menu_items_dish_names_update AFTER UPDATE ON menu_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_dish_names();
--> statement-breakpoint
INSERT INTO dish_names (name_key) SELECT DISTINCT lower(name) FROM menu_items ON CONFLICT DO NOTHING;
