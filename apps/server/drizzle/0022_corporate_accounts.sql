CREATE TABLE "company_credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"plan_delta_paise" integer DEFAULT 0 NOT NULL,
	"wallet_delta_paise" integer DEFAULT 0 NOT NULL,
	"plan_after_paise" integer NOT NULL,
	"wallet_after_paise" integer NOT NULL,
	"appointment_id" uuid,
	"patient_id" uuid,
	"payment_id" uuid,
	"subscription_id" uuid,
	"transaction_id" text,
	"gateway" text,
	"paid_total_paise" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_credit_entries_kind_check" CHECK (kind in ('plan_grant', 'purchase', 'booking', 'refund', 'expiry')),
	CONSTRAINT "company_credit_entries_after_check" CHECK ("company_credit_entries"."plan_after_paise" >= 0 and "company_credit_entries"."wallet_after_paise" >= 0),
	CONSTRAINT "company_credit_entries_sign_check" CHECK ((kind in ('plan_grant', 'purchase', 'refund') and plan_delta_paise >= 0 and wallet_delta_paise >= 0) or (kind in ('booking', 'expiry') and plan_delta_paise <= 0 and wallet_delta_paise <= 0))
);
--> statement-breakpoint
CREATE TABLE "company_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"series" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"buyer_gstin" text,
	"billing_address" text,
	"description" text NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"fees_paise" integer NOT NULL,
	"tax_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"transaction_id" text NOT NULL,
	"gateway" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_invoices_total_check" CHECK ("company_invoices"."total_paise" > 0),
	CONSTRAINT "company_invoices_sequence_check" CHECK ("company_invoices"."sequence" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"patient_id" uuid,
	"state" text DEFAULT 'pending' NOT NULL,
	"share_usage" boolean DEFAULT false NOT NULL,
	"blocked_at" timestamp with time zone,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"company_viewed_at" timestamp with time zone,
	CONSTRAINT "company_members_state_check" CHECK (state in ('pending', 'accepted', 'left')),
	CONSTRAINT "company_members_email_lower_check" CHECK ("company_members"."email" = lower("company_members"."email")),
	CONSTRAINT "company_members_accepted_check" CHECK ("company_members"."state" = 'pending' or "company_members"."patient_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "company_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"doctor_count" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"duration_months" integer NOT NULL,
	"credits_paise" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_plans_name_check" CHECK (length("company_plans"."name") between 1 and 80),
	CONSTRAINT "company_plans_doctor_count_check" CHECK ("company_plans"."doctor_count" between 1 and 100),
	CONSTRAINT "company_plans_price_check" CHECK ("company_plans"."price_paise" > 0),
	CONSTRAINT "company_plans_duration_check" CHECK ("company_plans"."duration_months" between 1 and 60),
	CONSTRAINT "company_plans_credits_check" CHECK ("company_plans"."credits_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"logo_file_id" text,
	"gstin" text,
	"billing_address" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_gstin_check" CHECK ("company_profiles"."gstin" is null or "company_profiles"."gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "company_providers" (
	"company_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_providers_company_id_therapist_id_pk" PRIMARY KEY("company_id","therapist_id")
);
--> statement-breakpoint
CREATE TABLE "company_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"plan_name" text NOT NULL,
	"doctor_count" integer NOT NULL,
	"duration_months" integer NOT NULL,
	"credits_paise" integer NOT NULL,
	"price_paise" integer NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_subscriptions_state_check" CHECK (state in ('active', 'superseded')),
	CONSTRAINT "company_subscriptions_period_check" CHECK ("company_subscriptions"."expires_at" > "company_subscriptions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "company_wallets" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"plan_paise" integer DEFAULT 0 NOT NULL,
	"wallet_paise" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_wallets_plan_check" CHECK ("company_wallets"."plan_paise" >= 0),
	CONSTRAINT "company_wallets_wallet_check" CHECK ("company_wallets"."wallet_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_credit_entries" ADD CONSTRAINT "company_credit_entries_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invoices" ADD CONSTRAINT "company_invoices_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_providers" ADD CONSTRAINT "company_providers_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_providers" ADD CONSTRAINT "company_providers_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_subscriptions" ADD CONSTRAINT "company_subscriptions_plan_id_company_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."company_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_wallets" ADD CONSTRAINT "company_wallets_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_credit_entries_key_unique" ON "company_credit_entries" USING btree ("company_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "company_credit_entries_company_idx" ON "company_credit_entries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_credit_entries_patient_idx" ON "company_credit_entries" USING btree ("patient_id") WHERE "company_credit_entries"."patient_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_payment_unique" ON "company_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_series_sequence_unique" ON "company_invoices" USING btree ("series","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invoices_number_unique" ON "company_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "company_invoices_company_idx" ON "company_invoices" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_token_unique" ON "company_members" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_email_unique" ON "company_members" USING btree ("company_id","email") WHERE "company_members"."state" <> 'left';--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_company" ON "company_members" USING btree ("patient_id") WHERE "company_members"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","state","invited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_plans_name_unique" ON "company_plans" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "company_providers_therapist_idx" ON "company_providers" USING btree ("therapist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_payment_unique" ON "company_subscriptions" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_subscriptions_one_active" ON "company_subscriptions" USING btree ("company_id") WHERE "company_subscriptions"."state" = 'active';--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express triggers): the credit ledger is append-only; a movement is
-- corrected by a new entry, never by changing or deleting one.
CREATE FUNCTION company_credit_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'company_credit_entries is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER company_credit_entries_append_only BEFORE UPDATE OR DELETE ON company_credit_entries FOR EACH ROW EXECUTE FUNCTION company_credit_entries_append_only();
