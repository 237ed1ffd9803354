ALTER TABLE "chat_messages" ADD COLUMN "offline_checked_at" timestamp with time zone;--> statement-breakpoint
-- Messages stored before this release were judged by their own timers (or never will be): the new sweep must not notify about them now.
UPDATE "chat_messages" SET "offline_checked_at" = "created_at";--> statement-breakpoint
CREATE INDEX "chat_messages_offline_due_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."delivered_at" is null and "chat_messages"."offline_checked_at" is null;
