CREATE TABLE "form_answers" (
	"submission_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"selected_answers" text[] NOT NULL,
	"selected_labels" text[] NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "form_answers_submission_id_question_id_pk" PRIMARY KEY("submission_id","question_id"),
	CONSTRAINT "form_answers_selected_check" CHECK (cardinality("form_answers"."selected_answers") >= 1)
);
--> statement-breakpoint
CREATE TABLE "form_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"question" text NOT NULL,
	"answer_type" text NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "form_questions_answer_type_check" CHECK (answer_type in ('singleSelect', 'multi')),
	CONSTRAINT "form_questions_options_check" CHECK (jsonb_array_length("form_questions"."options") between 2 and 20)
);
--> statement-breakpoint
CREATE TABLE "form_submission_shares" (
	"submission_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submission_shares_submission_id_therapist_id_pk" PRIMARY KEY("submission_id","therapist_id")
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"total_score" integer NOT NULL,
	"band" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_score_check" CHECK ("form_submissions"."total_score" >= 0)
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"scoring" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_name_check" CHECK (length("forms"."name") between 1 and 120),
	CONSTRAINT "forms_scoring_check" CHECK (scoring is null or scoring in ('phq9', 'gad7'))
);
--> statement-breakpoint
CREATE TABLE "health_profiles" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"allergies" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_medications" text[] DEFAULT '{}'::text[] NOT NULL,
	"medical_conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"surgeries" text[] DEFAULT '{}'::text[] NOT NULL,
	"height_cm" smallint,
	"weight_kg" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_profiles_height_check" CHECK ("health_profiles"."height_cm" is null or "health_profiles"."height_cm" between 30 and 272),
	CONSTRAINT "health_profiles_weight_check" CHECK ("health_profiles"."weight_kg" is null or ("health_profiles"."weight_kg" >= 1 and "health_profiles"."weight_kg" <= 500)),
	CONSTRAINT "health_profiles_list_size_check" CHECK (cardinality("health_profiles"."allergies") <= 30 and cardinality("health_profiles"."current_medications") <= 30 and cardinality("health_profiles"."medical_conditions") <= 30 and cardinality("health_profiles"."surgeries") <= 30)
);
--> statement-breakpoint
CREATE TABLE "health_record_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"reader_user_id" uuid,
	"reader_type" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_record_reads_subject_check" CHECK (subject in ('records', 'record_file', 'profile', 'questionnaire')),
	CONSTRAINT "health_record_reads_reader_type_check" CHECK (reader_type in ('doctor', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "health_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_records_mime_check" CHECK ("health_records"."mime_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "health_records_size_check" CHECK ("health_records"."size_bytes" > 0 and "health_records"."size_bytes" <= 5242880),
	CONSTRAINT "health_records_name_check" CHECK (length("health_records"."original_name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "medication_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"medication_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medication_reminders_outcome_check" CHECK (outcome in ('sent', 'off'))
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"prescribed_by" uuid,
	"library_id" uuid,
	"name" text NOT NULL,
	"type_id" uuid NOT NULL,
	"dose" text NOT NULL,
	"times_of_day" text[] NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_name_check" CHECK (length("medications"."name") between 1 and 120),
	CONSTRAINT "medications_dose_check" CHECK (length("medications"."dose") between 1 and 60),
	CONSTRAINT "medications_dates_check" CHECK ("medications"."end_date" is null or "medications"."end_date" >= "medications"."start_date"),
	CONSTRAINT "medications_times_check" CHECK (cardinality("medications"."times_of_day") between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "medicine_library" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type_id" uuid NOT NULL,
	"strength" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_library_name_check" CHECK (length("medicine_library"."name") between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "medicine_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_questions" ADD CONSTRAINT "form_questions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submission_shares" ADD CONSTRAINT "form_submission_shares_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submission_shares" ADD CONSTRAINT "form_submission_shares_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_profiles" ADD CONSTRAINT "health_profiles_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record_reads" ADD CONSTRAINT "health_record_reads_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_record_reads" ADD CONSTRAINT "health_record_reads_reader_user_id_users_id_fk" FOREIGN KEY ("reader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_records" ADD CONSTRAINT "health_records_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_reminders" ADD CONSTRAINT "medication_reminders_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_prescribed_by_users_id_fk" FOREIGN KEY ("prescribed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_library_id_medicine_library_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."medicine_library"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_type_id_medicine_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."medicine_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_library" ADD CONSTRAINT "medicine_library_type_id_medicine_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."medicine_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_library" ADD CONSTRAINT "medicine_library_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "form_questions_position_unique" ON "form_questions" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_submission_shares_therapist_idx" ON "form_submission_shares" USING btree ("therapist_id");--> statement-breakpoint
CREATE INDEX "form_submissions_patient_idx" ON "form_submissions" USING btree ("patient_id","form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_scoring_unique" ON "forms" USING btree ("scoring") WHERE "forms"."scoring" is not null;--> statement-breakpoint
CREATE INDEX "health_record_reads_patient_idx" ON "health_record_reads" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_records_storage_key_unique" ON "health_records" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "health_records_patient_idx" ON "health_records" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_reminders_due_unique" ON "medication_reminders" USING btree ("medication_id","due_at");--> statement-breakpoint
CREATE INDEX "medications_patient_idx" ON "medications" USING btree ("patient_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_library_name_type_unique" ON "medicine_library" USING btree (lower("name"),"type_id",coalesce("strength", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "medicine_types_name_unique" ON "medicine_types" USING btree ("name");