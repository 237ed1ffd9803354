CREATE TABLE "login_unlocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_type" text NOT NULL,
	"login" text NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"used_at" timestamp with time zone,
	"trusted_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "login_unlocks_token_unique" ON "login_unlocks" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_unlocks_account_idx" ON "login_unlocks" USING btree ("user_type","login","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_pair_idx" ON "login_attempts" USING btree ("user_type","login","ip","created_at");