CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"therapist_id" uuid,
	"payment_ref" text NOT NULL,
	"status" text NOT NULL,
	"discount_minor" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "coupon_redemptions_status_check" CHECK (status in ('reserved', 'redeemed', 'released')),
	CONSTRAINT "coupon_redemptions_discount_check" CHECK ("coupon_redemptions"."discount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"total_limit" integer,
	"per_patient_limit" integer,
	"therapist_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK (kind in ('percent', 'flat')),
	CONSTRAINT "coupons_value_check" CHECK (("coupons"."kind" = 'percent' and "coupons"."value" between 1 and 100) or ("coupons"."kind" = 'flat' and "coupons"."value" > 0)),
	CONSTRAINT "coupons_window_check" CHECK ("coupons"."valid_until" is null or "coupons"."valid_until" > "coupons"."valid_from"),
	CONSTRAINT "coupons_total_limit_check" CHECK ("coupons"."total_limit" is null or "coupons"."total_limit" > 0),
	CONSTRAINT "coupons_patient_limit_check" CHECK ("coupons"."per_patient_limit" is null or "coupons"."per_patient_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "patient_package_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_package_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patient_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"name" text NOT NULL,
	"treatment_id" uuid,
	"treatment_name" text,
	"sessions_total" integer NOT NULL,
	"sessions_left" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_ref" text NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patient_packages_sessions_check" CHECK ("patient_packages"."sessions_left" >= 0 and "patient_packages"."sessions_left" <= "patient_packages"."sessions_total"),
	CONSTRAINT "patient_packages_price_check" CHECK ("patient_packages"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "therapist_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"therapist_id" uuid NOT NULL,
	"name" text NOT NULL,
	"session_count" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"treatment_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "therapist_packages_sessions_check" CHECK ("therapist_packages"."session_count" between 1 and 50),
	CONSTRAINT "therapist_packages_validity_check" CHECK ("therapist_packages"."validity_days" between 1 and 365),
	CONSTRAINT "therapist_packages_price_check" CHECK ("therapist_packages"."price_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_sessions" ADD CONSTRAINT "patient_package_sessions_patient_package_id_patient_packages_id_fk" FOREIGN KEY ("patient_package_id") REFERENCES "public"."patient_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_package_sessions" ADD CONSTRAINT "patient_package_sessions_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_plan_id_therapist_packages_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."therapist_packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_packages" ADD CONSTRAINT "patient_packages_treatment_id_therapist_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."therapist_treatments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_packages" ADD CONSTRAINT "therapist_packages_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "therapist_packages" ADD CONSTRAINT "therapist_packages_treatment_id_therapist_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."therapist_treatments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_payment_unique" ON "coupon_redemptions" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","status");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_patient_idx" ON "coupon_redemptions" USING btree ("coupon_id","patient_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_therapist_idx" ON "coupons" USING btree ("therapist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_package_sessions_appointment_unique" ON "patient_package_sessions" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "patient_package_sessions_package_idx" ON "patient_package_sessions" USING btree ("patient_package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_packages_payment_unique" ON "patient_packages" USING btree ("payment_ref");--> statement-breakpoint
CREATE INDEX "patient_packages_patient_idx" ON "patient_packages" USING btree ("patient_id","expires_at");--> statement-breakpoint
CREATE INDEX "therapist_packages_therapist_idx" ON "therapist_packages" USING btree ("therapist_id","active");