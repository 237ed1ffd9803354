-- therapist_search_refresh as in 0028 with its pending-row DELETE written so that its plan cannot
-- degrade into a quadratic join (issue 25: seeding 100,000 therapists stalled there).
CREATE OR REPLACE FUNCTION therapist_search_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Each pending row's user is read by its key (a scalar subquery is never turned into a join):
  -- written as NOT EXISTS, a planner with stale statistics (a bulk load before ANALYZE; PGlite
  -- never analyzes by itself) joined by rescanning every therapist for every id — 100,000 × 1,000
  -- comparisons, 8-12 s a statement when seeding 100,000 therapists.
  DELETE FROM therapist_search_pending q
  WHERE q.therapist_id = ANY (ids)
    AND (
      NOT coalesce((SELECT u.user_type = 'doctor' AND u.status = 'active' FROM users u WHERE u.id = q.therapist_id), false)
      OR EXISTS (SELECT 1 FROM therapist_booking_stats b WHERE b.therapist_id = q.therapist_id)
    );
  INSERT INTO therapist_search_pending (therapist_id)
  SELECT u.id FROM users u
  WHERE u.id = ANY (ids) AND u.user_type = 'doctor' AND u.status = 'active'
    AND NOT EXISTS (SELECT 1 FROM therapist_booking_stats b WHERE b.therapist_id = u.id)
  ON CONFLICT DO NOTHING;
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
