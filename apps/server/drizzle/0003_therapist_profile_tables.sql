CREATE TABLE "therapist_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_user_id" uuid NOT NULL,
	"admin_user_id" uuid,
	"action" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_reviews_action_check" CHECK ("therapist_reviews"."action" in ('approve', 'reject')),
	CONSTRAINT "therapist_reviews_reason_check" CHECK ("therapist_reviews"."action" = 'approve' or length(trim("therapist_reviews"."reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "therapist_bank_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_length" smallint NOT NULL,
	"account_number_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"branch_name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"state_code" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text NOT NULL,
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_dated_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "therapist_dated_slots_kind_check" CHECK ("therapist_dated_slots"."kind" in ('off', 'extra')),
	CONSTRAINT "therapist_dated_slots_range_check" CHECK ("therapist_dated_slots"."start_time" < "therapist_dated_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "therapist_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"institute_name" text NOT NULL,
	"institute_address" text NOT NULL,
	"qualification" text NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"hospital_name" text NOT NULL,
	"hospital_address" text NOT NULL,
	"reference_person" text DEFAULT '' NOT NULL,
	"contact_number" text DEFAULT '' NOT NULL,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_languages" (
	"user_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	CONSTRAINT "therapist_languages_user_id_language_id_pk" PRIMARY KEY("user_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "therapist_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"licence_number" text NOT NULL,
	"issuing_institution" text NOT NULL,
	"expiry_date" date,
	"document_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "therapist_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"about_you" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"location_text" text,
	"hidden_fields" jsonb DEFAULT '["dob","timeZone"]'::jsonb NOT NULL,
	"profile_pic_file_id" uuid,
	"professional_title" text,
	"total_work_experience" integer,
	"currency" text DEFAULT 'INR' NOT NULL,
	"consultation_fee_minor" integer,
	"consultation_duration" integer,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_profiles_experience_check" CHECK ("therapist_profiles"."total_work_experience" is null or "therapist_profiles"."total_work_experience" between 0 and 80),
	CONSTRAINT "therapist_profiles_fee_check" CHECK ("therapist_profiles"."consultation_fee_minor" is null or "therapist_profiles"."consultation_fee_minor" >= 0),
	CONSTRAINT "therapist_profiles_duration_check" CHECK ("therapist_profiles"."consultation_duration" is null or "therapist_profiles"."consultation_duration" in (30, 45, 60, 120)),
	CONSTRAINT "therapist_profiles_lat_check" CHECK ("therapist_profiles"."latitude" is null or "therapist_profiles"."latitude" between -90 and 90),
	CONSTRAINT "therapist_profiles_lng_check" CHECK ("therapist_profiles"."longitude" is null or "therapist_profiles"."longitude" between -180 and 180),
	CONSTRAINT "therapist_profiles_currency_check" CHECK ("therapist_profiles"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "therapist_slot_breaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "therapist_slot_breaks_range_check" CHECK ("therapist_slot_breaks"."start_time" < "therapist_slot_breaks"."end_time")
);
--> statement-breakpoint
CREATE TABLE "therapist_specialities" (
	"user_id" uuid NOT NULL,
	"speciality_id" uuid NOT NULL,
	CONSTRAINT "therapist_specialities_user_id_speciality_id_pk" PRIMARY KEY("user_id","speciality_id")
);
--> statement-breakpoint
CREATE TABLE "therapist_treatments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_treatments_price_check" CHECK ("therapist_treatments"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "therapist_weekly_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "therapist_weekly_slots_day_check" CHECK ("therapist_weekly_slots"."day" between 0 and 6),
	CONSTRAINT "therapist_weekly_slots_range_check" CHECK ("therapist_weekly_slots"."start_time" < "therapist_weekly_slots"."end_time")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_files_purpose_check" CHECK (purpose in ('profile_pic', 'educationalDetails', 'experienceDetails', 'medicalLicences')),
	CONSTRAINT "uploaded_files_mime_check" CHECK ("uploaded_files"."mime_type" in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
	CONSTRAINT "uploaded_files_size_check" CHECK ("uploaded_files"."size_bytes" > 0 and "uploaded_files"."size_bytes" < 2097152)
);
--> statement-breakpoint
ALTER TABLE "therapist_reviews" ADD CONSTRAINT "therapist_reviews_therapist_user_id_users_id_fk" FOREIGN KEY ("therapist_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_reviews" ADD CONSTRAINT "therapist_reviews_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_bank_accounts" ADD CONSTRAINT "therapist_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_dated_slots" ADD CONSTRAINT "therapist_dated_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_education" ADD CONSTRAINT "therapist_education_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_education" ADD CONSTRAINT "therapist_education_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_experience" ADD CONSTRAINT "therapist_experience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_experience" ADD CONSTRAINT "therapist_experience_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_languages" ADD CONSTRAINT "therapist_languages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_languages" ADD CONSTRAINT "therapist_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_licences" ADD CONSTRAINT "therapist_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_licences" ADD CONSTRAINT "therapist_licences_document_file_id_uploaded_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_profiles" ADD CONSTRAINT "therapist_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_profiles" ADD CONSTRAINT "therapist_profiles_profile_pic_file_id_uploaded_files_id_fk" FOREIGN KEY ("profile_pic_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_slot_breaks" ADD CONSTRAINT "therapist_slot_breaks_slot_id_therapist_weekly_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."therapist_weekly_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_specialities" ADD CONSTRAINT "therapist_specialities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_specialities" ADD CONSTRAINT "therapist_specialities_speciality_id_specialities_id_fk" FOREIGN KEY ("speciality_id") REFERENCES "public"."specialities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_treatments" ADD CONSTRAINT "therapist_treatments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_weekly_slots" ADD CONSTRAINT "therapist_weekly_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "therapist_reviews_therapist_idx" ON "therapist_reviews" USING btree ("therapist_user_id","created_at");--> statement-breakpoint
CREATE INDEX "therapist_dated_slots_user_idx" ON "therapist_dated_slots" USING btree ("user_id","kind","date");--> statement-breakpoint
CREATE INDEX "therapist_education_user_idx" ON "therapist_education" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "therapist_experience_user_idx" ON "therapist_experience" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "therapist_licences_user_idx" ON "therapist_licences" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "therapist_slot_breaks_slot_idx" ON "therapist_slot_breaks" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_treatments_user_name_unique" ON "therapist_treatments" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "therapist_weekly_slots_user_day_unique" ON "therapist_weekly_slots" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_storage_key_unique" ON "uploaded_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_user_id");