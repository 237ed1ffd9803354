CREATE TABLE "appointment_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"review" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_reviews_rating_check" CHECK ("appointment_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"treatment_id" uuid,
	"treatment_name" text,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"period_minutes" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"amount_minor" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"transaction_id" text,
	"confirmed_at" timestamp with time zone,
	"cancellation_reason_id" uuid,
	"cancellation_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"extended_times" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK (status in ('held', 'upcoming', 'completed', 'cancelled')),
	CONSTRAINT "appointments_range_check" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_hold_check" CHECK (("appointments"."status" = 'held') = ("appointments"."hold_expires_at" is not null)),
	CONSTRAINT "appointments_amount_check" CHECK ("appointments"."amount_minor" >= 0),
	CONSTRAINT "appointments_cancelled_by_check" CHECK ("appointments"."cancelled_by" is null or "appointments"."cancelled_by" in ('patient', 'doctor')),
	CONSTRAINT "appointments_not_self_check" CHECK ("appointments"."patient_id" <> "appointments"."therapist_id")
);
--> statement-breakpoint
CREATE TABLE "therapist_booking_stats" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"next_available_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "therapist_booking_stats_counts_check" CHECK ("therapist_booking_stats"."review_count" >= 0 and "therapist_booking_stats"."rating_sum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_reviews" ADD CONSTRAINT "appointment_reviews_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_treatment_id_therapist_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."therapist_treatments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancellation_reason_id_reference_items_id_fk" FOREIGN KEY ("cancellation_reason_id") REFERENCES "public"."reference_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_booking_stats" ADD CONSTRAINT "therapist_booking_stats_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_reviews_appointment_unique" ON "appointment_reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_reviews_therapist_idx" ON "appointment_reviews" USING btree ("therapist_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_patient_idx" ON "appointments" USING btree ("patient_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_therapist_idx" ON "appointments" USING btree ("therapist_id","status","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_upcoming_end_idx" ON "appointments" USING btree ("ends_at") WHERE "appointments"."status" = 'upcoming';--> statement-breakpoint
CREATE INDEX "appointments_hold_expiry_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "therapist_booking_stats_rating_idx" ON "therapist_booking_stats" USING btree ("rating" DESC NULLS LAST,"therapist_id") WHERE "therapist_booking_stats"."next_available_at" is not null;--> statement-breakpoint
CREATE INDEX "therapist_booking_stats_refreshed_idx" ON "therapist_booking_stats" USING btree ("refreshed_at");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express EXCLUDE): no two rows of one therapist that are not
-- cancelled may overlap in time. Holds and appointments share the table, so a slot can never be
-- held or booked twice, whatever the code does. The loser of a race gets SQLSTATE 23P01.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist ("therapist_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
