CREATE TABLE "onboarding_email_requests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_onboarding" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"location" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wellness_response_choices" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"choice_id" uuid NOT NULL,
	CONSTRAINT "wellness_response_choices_user_id_question_id_choice_id_pk" PRIMARY KEY("user_id","question_id","choice_id")
);
--> statement-breakpoint
CREATE TABLE "wellness_responses" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wellness_responses_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "onboarding_email_requests" ADD CONSTRAINT "onboarding_email_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_onboarding" ADD CONSTRAINT "patient_onboarding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_response_choices" ADD CONSTRAINT "wellness_response_choices_choice_id_question_choices_id_fk" FOREIGN KEY ("choice_id") REFERENCES "public"."question_choices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_response_choices" ADD CONSTRAINT "wellness_response_choices_response_fk" FOREIGN KEY ("user_id","question_id") REFERENCES "public"."wellness_responses"("user_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_responses" ADD CONSTRAINT "wellness_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wellness_responses" ADD CONSTRAINT "wellness_responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wellness_response_choices_choice_idx" ON "wellness_response_choices" USING btree ("choice_id");