-- Counting reads changes only devotional_texts.popularity, every few seconds while people
-- read. That must not clear every cached public answer of every instance: such an update
-- sends 'popularity:{slug}' for each text it changed, and the instances forget only that
-- text's answers and the popular list. Any other change to a text still sends '' (forget
-- everything). Row triggers compare the rows without popularity, so a column added later
-- is covered without touching this list.
CREATE OR REPLACE FUNCTION notify_text_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(OLD) - 'popularity') IS DISTINCT FROM (to_jsonb(NEW) - 'popularity') THEN
    PERFORM pg_notify('library_changed', '');
  ELSIF OLD.popularity IS DISTINCT FROM NEW.popularity THEN
    PERFORM pg_notify('library_changed', 'popularity:' || NEW.slug);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS devotional_texts_library_changed ON "devotional_texts";
--> statement-breakpoint
CREATE TRIGGER devotional_texts_library_changed AFTER INSERT OR DELETE OR TRUNCATE ON "devotional_texts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_library_changed();
--> statement-breakpoint
CREATE TRIGGER devotional_texts_row_changed AFTER UPDATE ON "devotional_texts"
  FOR EACH ROW EXECUTE FUNCTION notify_text_changed();
