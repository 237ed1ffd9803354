-- One stored gender for patients and therapists (issue 8): lower case, whatever spelling an older
-- write used ('Male' from the therapist API); anything else was never a valid value and is cleared.
UPDATE "users" SET "gender" = lower("gender") WHERE "gender" IS NOT NULL AND "gender" <> lower("gender");--> statement-breakpoint
UPDATE "users" SET "gender" = NULL WHERE "gender" IS NOT NULL AND "gender" NOT IN ('male', 'female', 'other');
