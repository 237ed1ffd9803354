DROP INDEX "outbox_to_created_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "outbox_to_seq_idx" ON "outbox_messages" USING btree ("to","seq");