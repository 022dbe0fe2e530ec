-- Every committed change to what the public site shows (categories, deities, texts and their
-- contents) sends one notice on 'library_changed', so that every app instance on this
-- database clears its cached public answers, whoever wrote: another instance, the CLI, a restore.
CREATE OR REPLACE FUNCTION notify_library_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('library_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_library_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_library_changed();
--> statement-breakpoint
CREATE TRIGGER deities_library_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "deities"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_library_changed();
--> statement-breakpoint
CREATE TRIGGER devotional_texts_library_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "devotional_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_library_changed();
--> statement-breakpoint
CREATE TRIGGER text_contents_library_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "text_contents"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_library_changed();
