CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "therapist_search" (
	"therapist_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"gender" text,
	"city" text,
	"speciality_ids" uuid[] DEFAULT '{}' NOT NULL,
	"language_ids" uuid[] DEFAULT '{}' NOT NULL,
	"fee_minor" integer,
	"rating" double precision DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"next_available_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "therapist_search" ADD CONSTRAINT "therapist_search_therapist_id_users_id_fk" FOREIGN KEY ("therapist_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "therapist_search_rating_idx" ON "therapist_search" USING btree ("rating" DESC NULLS LAST,"therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_search_fee_asc_idx" ON "therapist_search" USING btree ("fee_minor","therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_search_fee_desc_idx" ON "therapist_search" USING btree ("fee_minor" DESC NULLS LAST,"therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_search_created_idx" ON "therapist_search" USING btree ("created_at","therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_search_created_desc_idx" ON "therapist_search" USING btree ("created_at" DESC NULLS LAST,"therapist_id");--> statement-breakpoint
CREATE INDEX "therapist_search_city_idx" ON "therapist_search" USING btree ("city");--> statement-breakpoint
CREATE INDEX "therapist_search_gender_idx" ON "therapist_search" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "therapist_search_specialities_idx" ON "therapist_search" USING gin ("speciality_ids");--> statement-breakpoint
CREATE INDEX "therapist_search_languages_idx" ON "therapist_search" USING gin ("language_ids");--> statement-breakpoint
CREATE INDEX "therapist_search_name_trgm_idx" ON "therapist_search" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
-- Hand-written (drizzle-kit cannot express functions or triggers): therapist_search is kept by the
-- database itself, so every path that changes a source (profile edits, approval, blocking, reviews,
-- availability through next_available_at, seeds, admin tools) updates it in the same transaction.
-- Statement-level triggers with transition tables: a bulk write refreshes its therapists in one
-- set-based pass instead of once per row.
CREATE OR REPLACE FUNCTION therapist_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- No longer listed: not an approved therapist, no profile, or no free slot.
  DELETE FROM therapist_search s
  WHERE s.therapist_id = ANY (ids)
    AND NOT EXISTS (
      SELECT 1
      FROM users u
      JOIN therapist_profiles p ON p.user_id = u.id
      JOIN therapist_booking_stats b ON b.therapist_id = u.id
      WHERE u.id = s.therapist_id AND u.user_type = 'doctor' AND u.status = 'active' AND b.next_available_at IS NOT NULL
    );
  INSERT INTO therapist_search AS s
    (therapist_id, name, gender, city, speciality_ids, language_ids, fee_minor, rating, created_at, next_available_at)
  SELECT
    u.id,
    lower(coalesce(u.name, concat_ws(' ', u.first_name, u.last_name))),
    u.gender,
    lower(trim(split_part(p.location_text, ',', 1))),
    coalesce((SELECT array_agg(ts.speciality_id ORDER BY ts.speciality_id) FROM therapist_specialities ts WHERE ts.user_id = u.id), '{}'),
    coalesce((SELECT array_agg(tl.language_id ORDER BY tl.language_id) FROM therapist_languages tl WHERE tl.user_id = u.id), '{}'),
    p.consultation_fee_minor,
    b.rating,
    u.created_at,
    b.next_available_at
  FROM users u
  JOIN therapist_profiles p ON p.user_id = u.id
  JOIN therapist_booking_stats b ON b.therapist_id = u.id
  WHERE u.id = ANY (ids) AND u.user_type = 'doctor' AND u.status = 'active' AND b.next_available_at IS NOT NULL
  ON CONFLICT (therapist_id) DO UPDATE SET
    name = excluded.name, gender = excluded.gender, city = excluded.city, speciality_ids = excluded.speciality_ids,
    language_ids = excluded.language_ids, fee_minor = excluded.fee_minor, rating = excluded.rating,
    created_at = excluded.created_at, next_available_at = excluded.next_available_at
  -- An unchanged row is left alone (no dead tuple, no index churn).
  WHERE (s.name, s.gender, s.city, s.speciality_ids, s.language_ids, s.fee_minor, s.rating, s.created_at, s.next_available_at)
    IS DISTINCT FROM (excluded.name, excluded.gender, excluded.city, excluded.speciality_ids, excluded.language_ids,
      excluded.fee_minor, excluded.rating, excluded.created_at, excluded.next_available_at);
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the source's therapist id column; TG_ARGV[1] (updates): the columns the search row
-- depends on, comma-separated; without it every updated row counts as changed.
CREATE OR REPLACE FUNCTION therapist_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
  ids uuid[];
  changed text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM new_rows', key) INTO ids;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', key) INTO ids;
  ELSIF TG_NARGS > 1 THEN
    SELECT format('ROW(%s) IS DISTINCT FROM ROW(%s)',
        string_agg(format('n.%I', c), ', '), string_agg(format('o.%I', c), ', '))
      INTO changed
      FROM unnest(string_to_array(TG_ARGV[1], ',')) AS c;
    EXECUTE format('SELECT array_agg(DISTINCT n.%1$I) FROM new_rows n JOIN old_rows o ON o.%1$I = n.%1$I WHERE %2$s',
      key, changed) INTO ids;
  ELSE
    EXECUTE format('SELECT array_agg(DISTINCT k) FROM (SELECT %1$I AS k FROM new_rows UNION SELECT %1$I FROM old_rows) x', key)
      INTO ids;
  END IF;
  PERFORM therapist_search_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER therapist_search_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('id', 'user_type,status,name,first_name,last_name,gender,created_at');
--> statement-breakpoint
CREATE TRIGGER therapist_search_profiles_insert AFTER INSERT ON therapist_profiles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_profiles_update AFTER UPDATE ON therapist_profiles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id', 'consultation_fee_minor,location_text');
--> statement-breakpoint
CREATE TRIGGER therapist_search_profiles_delete AFTER DELETE ON therapist_profiles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_specialities_insert AFTER INSERT ON therapist_specialities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_specialities_update AFTER UPDATE ON therapist_specialities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_specialities_delete AFTER DELETE ON therapist_specialities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_languages_insert AFTER INSERT ON therapist_languages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_languages_update AFTER UPDATE ON therapist_languages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_languages_delete AFTER DELETE ON therapist_languages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('user_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_stats_insert AFTER INSERT ON therapist_booking_stats REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('therapist_id');
--> statement-breakpoint
CREATE TRIGGER therapist_search_stats_update AFTER UPDATE ON therapist_booking_stats REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('therapist_id', 'rating,next_available_at');
--> statement-breakpoint
CREATE TRIGGER therapist_search_stats_delete AFTER DELETE ON therapist_booking_stats REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION therapist_search_sync('therapist_id');
--> statement-breakpoint
-- Therapists listed before this migration.
SELECT therapist_search_refresh(ARRAY(SELECT id FROM users WHERE user_type = 'doctor'));
