CREATE TABLE "appointment_preferences" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"reminders" boolean DEFAULT true NOT NULL,
	"note_for_therapist" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_preferences_note_check" CHECK ("appointment_preferences"."note_for_therapist" is null or length("appointment_preferences"."note_for_therapist") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "article_authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "article_authors_slug_unique" UNIQUE("slug"),
	CONSTRAINT "article_authors_name_check" CHECK (length("article_authors"."name") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "article_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "article_categories_slug_check" CHECK ("article_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "article_category_links" (
	"article_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "article_category_links_article_id_category_id_pk" PRIMARY KEY("article_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "article_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" integer NOT NULL,
	"cover_key" text,
	"cover_mime" text,
	"read_time" integer DEFAULT 4 NOT NULL,
	"created_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_status_check" CHECK (status in ('draft', 'publish')),
	CONSTRAINT "articles_slug_check" CHECK ("articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("articles"."slug") <= 80),
	CONSTRAINT "articles_title_check" CHECK (length("articles"."title") between 1 and 200),
	CONSTRAINT "articles_published_check" CHECK ("articles"."status" = 'draft' or "articles"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "banner_dismissals" (
	"banner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banner_dismissals_banner_id_user_id_pk" PRIMARY KEY("banner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "site_banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"link_url" text,
	"link_label" text,
	"audiences" text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_banners_text_check" CHECK (length("site_banners"."text") between 1 and 280),
	CONSTRAINT "site_banners_window_check" CHECK ("site_banners"."ends_at" > "site_banners"."starts_at"),
	CONSTRAINT "site_banners_audiences_check" CHECK (cardinality("site_banners"."audiences") > 0 and "site_banners"."audiences" <@ array['patient', 'doctor', 'company']::text[]),
	CONSTRAINT "site_banners_link_check" CHECK ("site_banners"."link_url" is null or "site_banners"."link_url" ~ '^(https?://|/)')
);
--> statement-breakpoint
ALTER TABLE "appointment_preferences" ADD CONSTRAINT "appointment_preferences_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_category_links" ADD CONSTRAINT "article_category_links_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_id_article_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."article_authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_banner_id_site_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."site_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_dismissals" ADD CONSTRAINT "banner_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_banners" ADD CONSTRAINT "site_banners_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_category_links_category_idx" ON "article_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "article_slugs_article_idx" ON "article_slugs" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at","id") WHERE "articles"."status" = 'publish';--> statement-breakpoint
CREATE INDEX "site_banners_window_idx" ON "site_banners" USING btree ("ends_at","starts_at");