CREATE TABLE "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"devotional_text_id" integer NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"is_transliteration" boolean DEFAULT false NOT NULL,
	"script" varchar(16),
	"verse" integer NOT NULL,
	"problem" varchar(2000) NOT NULL,
	"suggestion" varchar(5000),
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "corrections_language_check" CHECK ("corrections"."language_code" IN ('en', 'hi', 'sa', 'ta', 'bn', 'gu', 'ml', 'te', 'kn', 'mr')),
	CONSTRAINT "corrections_status_check" CHECK ("corrections"."status" IN ('open', 'accepted', 'dismissed')),
	CONSTRAINT "corrections_verse_check" CHECK ("corrections"."verse" >= 1),
	CONSTRAINT "corrections_problem_check" CHECK (char_length("corrections"."problem") >= 1)
);
--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_devotional_text_id_devotional_texts_id_fk" FOREIGN KEY ("devotional_text_id") REFERENCES "public"."devotional_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corrections_status_idx" ON "corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "corrections_text_idx" ON "corrections" USING btree ("devotional_text_id");