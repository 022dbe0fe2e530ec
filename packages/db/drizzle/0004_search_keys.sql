CREATE TABLE "search_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"text_id" integer NOT NULL,
	"kind" varchar(8) NOT NULL,
	"language_code" varchar(8),
	"is_transliteration" boolean DEFAULT false NOT NULL,
	"verse" integer,
	"original" text NOT NULL,
	"key" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "search_entries"."key")) STORED NOT NULL,
	CONSTRAINT "search_entries_kind_check" CHECK ("search_entries"."kind" IN ('title', 'meta', 'first', 'about', 'verse'))
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_version" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"skeleton" text NOT NULL
);
--> statement-breakpoint
DROP INDEX "devotional_texts_title_trgm_idx";--> statement-breakpoint
DROP INDEX "text_contents_content_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_text_id_devotional_texts_id_fk" FOREIGN KEY ("text_id") REFERENCES "public"."devotional_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_text_idx" ON "search_entries" USING btree ("text_id");--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_idx" ON "search_entries" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_entries"."kind" = 'title';--> statement-breakpoint
CREATE INDEX "search_entries_meta_tsv_idx" ON "search_entries" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_entries"."kind" IN ('meta', 'first', 'about');--> statement-breakpoint
CREATE INDEX "search_entries_verse_tsv_idx" ON "search_entries" USING gin ("tsv") WITH (fastupdate=false) WHERE "search_entries"."kind" = 'verse';--> statement-breakpoint
CREATE INDEX "search_terms_skeleton_idx" ON "search_terms" USING btree ("skeleton");--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);