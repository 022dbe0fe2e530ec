CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"type" varchar(16) NOT NULL,
	"description" varchar(2000),
	"icon_name" varchar(100),
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_type_check" CHECK ("categories"."type" IN ('aarti', 'chalisa', 'mantra', 'stotram')),
	CONSTRAINT "categories_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"message" varchar(5000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"description" varchar(2000),
	"image_url" varchar(2000),
	CONSTRAINT "deities_slug_unique" UNIQUE("slug"),
	CONSTRAINT "deities_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug !~ '^[0-9]+$')
);
--> statement-breakpoint
CREATE TABLE "devotional_texts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"deity_id" integer,
	"description" varchar(2000),
	"author" varchar(200),
	"popularity" integer DEFAULT 0 NOT NULL,
	"is_popular" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devotional_texts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "devotional_texts_slug_check" CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND slug !~ '^[0-9]+$'),
	CONSTRAINT "devotional_texts_slug_reserved" CHECK ("devotional_texts"."slug" NOT IN ('popular', 'category', 'deity')),
	CONSTRAINT "devotional_texts_popularity_check" CHECK ("devotional_texts"."popularity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"data" "bytea" NOT NULL,
	"byte_length" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"devotional_text_id" integer NOT NULL,
	"language_code" varchar(8) NOT NULL,
	"content" text NOT NULL,
	"is_transliteration" boolean DEFAULT false NOT NULL,
	CONSTRAINT "text_contents_language_check" CHECK ("text_contents"."language_code" IN ('en', 'hi', 'sa', 'ta', 'bn', 'gu', 'ml', 'te', 'kn', 'mr')),
	CONSTRAINT "text_contents_content_check" CHECK (char_length("text_contents"."content") BETWEEN 1 AND 200000)
);
--> statement-breakpoint
CREATE TABLE "text_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"devotional_text_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"reason" varchar(40) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"email" varchar(254),
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "devotional_texts" ADD CONSTRAINT "devotional_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devotional_texts" ADD CONSTRAINT "devotional_texts_deity_id_deities_id_fk" FOREIGN KEY ("deity_id") REFERENCES "public"."deities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_contents" ADD CONSTRAINT "text_contents_devotional_text_id_devotional_texts_id_fk" FOREIGN KEY ("devotional_text_id") REFERENCES "public"."devotional_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_revisions" ADD CONSTRAINT "text_revisions_devotional_text_id_devotional_texts_id_fk" FOREIGN KEY ("devotional_text_id") REFERENCES "public"."devotional_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_revisions" ADD CONSTRAINT "text_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devotional_texts_category_idx" ON "devotional_texts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "devotional_texts_deity_idx" ON "devotional_texts" USING btree ("deity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_email_unique" ON "newsletter_subscribers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "text_contents_text_language_unique" ON "text_contents" USING btree ("devotional_text_id","language_code","is_transliteration");--> statement-breakpoint
CREATE INDEX "text_revisions_text_idx" ON "text_revisions" USING btree ("devotional_text_id","id");