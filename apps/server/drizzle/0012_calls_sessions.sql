CREATE TABLE "account_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile_pic_file_id" uuid,
	"deleted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_events_role_check" CHECK ("call_events"."role" in ('patient', 'doctor')),
	CONSTRAINT "call_events_kind_check" CHECK (kind in ('start', 'join', 'leave', 'decline'))
);
--> statement-breakpoint
CREATE TABLE "call_outcomes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"patient_joined_at" timestamp with time zone,
	"therapist_joined_at" timestamp with time zone,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_outcomes_outcome_check" CHECK (outcome in ('attended', 'patient_no_show', 'therapist_no_show', 'both_no_show'))
);
--> statement-breakpoint
CREATE TABLE "issue_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issue_reports_status_check" CHECK ("issue_reports"."status" in ('open', 'resolved')),
	CONSTRAINT "issue_reports_description_check" CHECK (length(trim("issue_reports"."description")) > 0)
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship_id" uuid NOT NULL,
	"dob" date NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_members_gender_check" CHECK ("family_members"."gender" in ('male', 'female', 'other')),
	CONSTRAINT "family_members_name_check" CHECK (char_length("family_members"."name") between 2 and 100)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "family_member_id" uuid;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_profile_pic_file_id_uploaded_files_id_fk" FOREIGN KEY ("profile_pic_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_events" ADD CONSTRAINT "call_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_outcomes" ADD CONSTRAINT "call_outcomes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_reports" ADD CONSTRAINT "issue_reports_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_relationship_id_reference_items_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."reference_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_events_appointment_idx" ON "call_events" USING btree ("appointment_id","at");--> statement-breakpoint
CREATE INDEX "issue_reports_created_idx" ON "issue_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "issue_reports_patient_idx" ON "issue_reports" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "family_members_patient_idx" ON "family_members" USING btree ("patient_id","created_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE set null ON UPDATE no action;