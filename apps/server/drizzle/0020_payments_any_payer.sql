ALTER TABLE "payments" DROP CONSTRAINT "payments_purpose_check";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "therapist_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "patient_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "therapist_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_key" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_mode" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_checkout_unique" ON "payments" USING btree ("checkout_key") WHERE "payments"."checkout_key" is not null and "payments"."status" = 'created';--> statement-breakpoint
CREATE INDEX "payments_company_idx" ON "payments" USING btree ("company_id","created_at") WHERE "payments"."company_id" is not null;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_party_check" CHECK (("ledger_entries"."patient_id" is not null and "ledger_entries"."therapist_id" is not null and "ledger_entries"."company_id" is null) or ("ledger_entries"."company_id" is not null and "ledger_entries"."patient_id" is null and "ledger_entries"."therapist_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_mode_check" CHECK (checkout_mode is null or checkout_mode in ('checkout', 'intent', 'order'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_check" CHECK ((purpose in ('session', 'package') and patient_id is not null and therapist_id is not null and company_id is null and company_plan_id is null) or (purpose in ('company_plan', 'company_credits') and company_id is not null and patient_id is null and therapist_id is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_plan_check" CHECK ("payments"."purpose" <> 'company_plan' or "payments"."company_plan_id" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK (purpose in ('session', 'package', 'company_plan', 'company_credits'));