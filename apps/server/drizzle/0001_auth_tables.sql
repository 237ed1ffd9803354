CREATE TABLE "captcha_solutions" (
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "captcha_solutions_signature_pk" PRIMARY KEY("signature")
);
--> statement-breakpoint
CREATE TABLE "company_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_name" text,
	"company_website" text,
	"company_email" text,
	"company_size" text,
	"category_id" text,
	"category_name" text,
	"location" text NOT NULL,
	"role" text NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_accounts_currency_check" CHECK ("company_accounts"."currency" = 'INR')
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text NOT NULL,
	"login" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"user_type" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_identities_provider_check" CHECK ("oauth_identities"."provider" in ('google', 'apple'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"channel" text NOT NULL,
	"length" integer NOT NULL,
	"code_hash" text,
	"ticket_hash" text,
	"user_id" uuid,
	"user_type" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"delivered" boolean DEFAULT true NOT NULL,
	"resend_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_channel_check" CHECK ("one_time_codes"."channel" in ('sms', 'whatsapp', 'email')),
	CONSTRAINT "one_time_codes_length_check" CHECK ("one_time_codes"."length" between 4 and 8),
	CONSTRAINT "one_time_codes_attempts_check" CHECK ("one_time_codes"."attempts" >= 0 and "one_time_codes"."attempts" <= "one_time_codes"."max_attempts")
);
--> statement-breakpoint
ALTER TABLE "company_accounts" ADD CONSTRAINT "company_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_identities" ADD CONSTRAINT "oauth_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("user_type","login","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_subject_unique" ON "oauth_identities" USING btree ("provider","subject","user_type");--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_identities_user_provider_unique" ON "oauth_identities" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_live_unique" ON "one_time_codes" USING btree ("purpose","target") WHERE "one_time_codes"."consumed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_ticket_unique" ON "one_time_codes" USING btree ("ticket_hash") WHERE "one_time_codes"."ticket_hash" is not null;--> statement-breakpoint
CREATE INDEX "one_time_codes_created_idx" ON "one_time_codes" USING btree ("created_at");