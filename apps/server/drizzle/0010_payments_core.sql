CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_id" uuid,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_check" CHECK (gateway in ('test', 'stripe', 'razorpay'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_id" uuid NOT NULL,
	"therapist_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" text NOT NULL,
	"schedule_id" uuid,
	"appointment_id" uuid,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"period_minutes" integer,
	"treatment_id" uuid,
	"treatment_name" text,
	"package_plan_id" uuid,
	"gateway_order_id" text,
	"gateway_intent_id" text,
	"gateway_payment_id" text,
	"subtotal_paise" integer NOT NULL,
	"discount_paise" integer DEFAULT 0 NOT NULL,
	"fees_paise" integer DEFAULT 0 NOT NULL,
	"tax_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"coupon_id" uuid,
	"coupon_code" text,
	"failure_reason" text,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK (status in ('created', 'paid', 'failed', 'refunded', 'partially_refunded')),
	CONSTRAINT "payments_gateway_check" CHECK (gateway in ('test', 'stripe', 'razorpay')),
	CONSTRAINT "payments_purpose_check" CHECK (purpose in ('session', 'package')),
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."subtotal_paise" >= 0 and "payments"."discount_paise" >= 0 and "payments"."fees_paise" >= 0 and "payments"."tax_paise" >= 0 and "payments"."discount_paise" <= "payments"."subtotal_paise" and "payments"."total_paise" = "payments"."subtotal_paise" - "payments"."discount_paise" + "payments"."fees_paise" + "payments"."tax_paise"),
	CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_paise" >= 0 and "payments"."refunded_paise" <= "payments"."total_paise"),
	CONSTRAINT "payments_session_check" CHECK ("payments"."purpose" <> 'session' or "payments"."schedule_id" is not null),
	CONSTRAINT "payments_not_self_check" CHECK ("payments"."patient_id" <> "payments"."therapist_id")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"key" text,
	"gateway_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_check" CHECK (status in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_patient_id_users_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_event_unique" ON "payment_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_unique" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_unique" ON "payments" USING btree ("gateway","gateway_order_id") WHERE "payments"."gateway_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_intent_unique" ON "payments" USING btree ("gateway","gateway_intent_id") WHERE "payments"."gateway_intent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_appointment_unique" ON "payments" USING btree ("appointment_id") WHERE "payments"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_patient_idx" ON "payments" USING btree ("patient_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_therapist_idx" ON "payments" USING btree ("therapist_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_schedule_idx" ON "payments" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'created';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_unique" ON "refunds" USING btree ("key") WHERE "refunds"."key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_unique" ON "refunds" USING btree ("gateway_refund_id") WHERE "refunds"."gateway_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");