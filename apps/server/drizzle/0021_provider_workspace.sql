CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"suggested_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_reason_check" CHECK (length(trim("follow_ups"."reason")) between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "medicine_tpg_listings" (
	"medicine_id" uuid PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_tpg_listings_list_check" CHECK (list in ('O', 'A', 'B', 'prohibited'))
);
--> statement-breakpoint
CREATE TABLE "practitioner_registrations" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"is_medical_practitioner" boolean NOT NULL,
	"qualification" text,
	"registration_number" text,
	"council" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practitioner_registrations_state_check" CHECK (state in ('pending', 'verified', 'rejected')),
	CONSTRAINT "practitioner_registrations_complete_check" CHECK (not "practitioner_registrations"."is_medical_practitioner" or ("practitioner_registrations"."qualification" is not null and "practitioner_registrations"."registration_number" is not null and "practitioner_registrations"."council" is not null)),
	CONSTRAINT "practitioner_registrations_verified_check" CHECK ("practitioner_registrations"."state" <> 'verified' or "practitioner_registrations"."is_medical_practitioner")
);
--> statement-breakpoint
CREATE TABLE "prescription_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"prescription_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"appointment_id" uuid,
	"diagnosis" text NOT NULL,
	"diagnosis_is_provisional" boolean DEFAULT false NOT NULL,
	"medicines" jsonb NOT NULL,
	"advice" text,
	"prescriber" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_revision_check" CHECK ("prescriptions"."revision" >= 1),
	CONSTRAINT "prescriptions_medicines_check" CHECK (jsonb_array_length("prescriptions"."medicines") between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "private_session_notes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"therapist_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_note_addenda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_note_addenda_text_check" CHECK (length(trim("session_note_addenda"."text")) > 0)
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"format" text NOT NULL,
	"subjective" text,
	"objective" text,
	"assessment" text,
	"plan" text,
	"data" text,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_notes_format_check" CHECK (format in ('SOAP', 'DAP'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_tpg_listings" ADD CONSTRAINT "medicine_tpg_listings_medicine_id_medicine_library_id_fk" FOREIGN KEY ("medicine_id") REFERENCES "public"."medicine_library"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practitioner_registrations" ADD CONSTRAINT "practitioner_registrations_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_revisions" ADD CONSTRAINT "prescription_revisions_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_session_notes" ADD CONSTRAINT "private_session_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_session_notes" ADD CONSTRAINT "private_session_notes_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_session_notes" ADD CONSTRAINT "private_session_notes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_note_id_session_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."session_notes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_note_addenda" ADD CONSTRAINT "session_note_addenda_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_appointment_unique" ON "follow_ups" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "follow_ups_patient_idx" ON "follow_ups" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_revisions_unique" ON "prescription_revisions" USING btree ("prescription_id","revision");--> statement-breakpoint
CREATE INDEX "prescriptions_therapist_idx" ON "prescriptions" USING btree ("therapist_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "prescriptions_patient_idx" ON "prescriptions" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "session_note_addenda_note_idx" ON "session_note_addenda" USING btree ("note_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "session_notes_appointment_unique" ON "session_notes" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "session_notes_patient_idx" ON "session_notes" USING btree ("patient_id","therapist_id");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): a signed session note never changes or goes away.
CREATE FUNCTION session_notes_locked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.signed_at IS NOT NULL THEN
    RAISE EXCEPTION 'session note % is signed and locked', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER session_notes_locked BEFORE UPDATE OR DELETE ON session_notes FOR EACH ROW EXECUTE FUNCTION session_notes_locked();--> statement-breakpoint
-- An addendum is added to a signed note only, and is never changed or removed.
CREATE FUNCTION session_note_addenda_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM session_notes WHERE id = NEW.note_id AND signed_at IS NOT NULL) THEN
      RAISE EXCEPTION 'an addendum needs a signed note' USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'session note addenda are append-only' USING ERRCODE = 'check_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER session_note_addenda_append_only BEFORE INSERT OR UPDATE OR DELETE ON session_note_addenda FOR EACH ROW EXECUTE FUNCTION session_note_addenda_append_only();
