CREATE TABLE "captcha_passes" (
	"pass_hash" text PRIMARY KEY NOT NULL,
	"target" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "captcha_passes_expires_idx" ON "captcha_passes" USING btree ("expires_at");