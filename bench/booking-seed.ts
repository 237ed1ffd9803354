/**
 * The booking bench seed: N approved therapists (10,000 by default) with profiles, weekly hours,
 * specialities, languages, ratings and their first free slot, written in bulk straight into a
 * migrated database (PGlite directory or PostgreSQL). Deterministic (a seeded random sequence).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client';
import {
  languages,
  specialities,
  therapistBookingStats,
  therapistLanguages,
  therapistProfiles,
  therapistSlotBreaks,
  therapistSpecialities,
  therapistWeeklySlots,
  users,
} from '../apps/server/src/db/schema/index';
import { refreshNextAvailableFor } from '../apps/server/src/modules/booking/next-available';
import type { EngineAvailability } from '../apps/server/src/modules/booking/slot-engine';

/** A small deterministic random sequence (mulberry32), so every run seeds the same therapists. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = [
  'Aarav',
  'Priya',
  'Rohan',
  'Ananya',
  'Kabir',
  'Meera',
  'Meenakshi',
  'Arjun',
  'Sneha',
  'Vikram',
  'Fatima',
  'Rahul',
  'Divya',
  'Sam',
  'Zoya',
  'Tenzin',
  'Eleanor',
  'Maya',
  'Daniel',
];
const LAST = [
  'Sharma',
  'Nair',
  'Mehta',
  'Iyer',
  'Singh',
  'Reddy',
  'Das',
  'Kulkarni',
  'Joshi',
  'Khan',
  'Verma',
  'Menon',
  'Rao',
  'Ghosh',
  'Patel',
  'Hughes',
  'Cohen',
  'Bose',
];
const CITIES = [
  'Mumbai',
  'New Delhi',
  'Bengaluru',
  'Chennai',
  'Kolkata',
  'Pune',
  'Hyderabad',
  'Jaipur',
  'Kochi',
  'Lucknow',
  'London',
  'New York',
];
const ZONES = [
  'Asia/Kolkata',
  'Asia/Kolkata',
  'Asia/Kolkata',
  'Asia/Kolkata',
  'Asia/Kolkata',
  'Europe/London',
  'America/New_York',
];
const DURATIONS = [30, 45, 60, 60, 120] as const;

/** A random weekly availability like a therapist's (for the pure engine bench). */
export function randomAvailability(rand: () => number): EngineAvailability {
  const zone = ZONES[Math.floor(rand() * ZONES.length)]!;
  const duration = DURATIONS[Math.floor(rand() * DURATIONS.length)]!;
  const startHour = 7 + Math.floor(rand() * 6);
  const hours = 5 + Math.floor(rand() * 5);
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].filter(
    (_, i) => i >= 1 && i <= (rand() < 0.5 ? 5 : 6),
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  const lunch = rand() < 0.6 ? [{ startTime: `${pad(startHour + 3)}:00`, endTime: `${pad(startHour + 3)}:45` }] : [];
  return {
    timeZone: zone,
    consultationDuration: duration,
    timeSlot: days.map((day) => ({
      day,
      startTime: `${pad(startHour)}:00`,
      endTime: `${pad(startHour + hours)}:00`,
      addBreak: lunch,
    })),
    offDays: [],
    specialTime: [],
  };
}

/**
 * Writes rows a chunk at a time, taking statistics whenever the rows written double (PostgreSQL's
 * autovacuum may be off or late, PGlite never runs it): with the counts of an empty database the
 * search triggers' plans scan every therapist for each chunk, so a 100,000 seed grows quadratic.
 */
async function chunks<T>(db: Database['db'], rows: T[], size: number, write: (part: T[]) => Promise<unknown>) {
  let next = 1;
  for (let i = 0, n = 1; i < rows.length; i += size, n += 1) {
    await write(rows.slice(i, i + size));
    if (n === next) {
      await db.execute(sql`analyze`);
      next *= 2;
    }
  }
}

export async function seedBenchTherapists(database: Database, count: number, log = console.log): Promise<string[]> {
  const db = database.db;
  const rand = random(20261123);
  const specs = await db.select({ id: specialities.id }).from(specialities);
  const langs = await db.select({ id: languages.id }).from(languages);
  const now = new Date();
  const people = Array.from({ length: count }, (_, i) => {
    const avail = randomAvailability(rand);
    return {
      i,
      first: FIRST[Math.floor(rand() * FIRST.length)]!,
      last: LAST[Math.floor(rand() * LAST.length)]!,
      gender: (['male', 'female', 'other'] as const)[Math.floor(rand() * 2.1)]!,
      city: CITIES[Math.floor(rand() * CITIES.length)]!,
      fee: rand() < 0.08 ? 0 : 500 + Math.floor(rand() * 40) * 100,
      rating: Math.round((3 + rand() * 2) * 100) / 100,
      reviews: 1 + Math.floor(rand() * 40),
      avail,
      specs: [specs[Math.floor(rand() * specs.length)]!.id, specs[Math.floor(rand() * specs.length)]!.id],
      langs: [langs[0]!.id, langs[1 + Math.floor(rand() * (langs.length - 1))]!.id],
      createdAt: new Date(now.getTime() - Math.floor(rand() * 1000) * 86_400_000),
    };
  });
  // Each phase's time is printed: the search table's triggers run in every phase, so a slow one
  // shows which source table's refresh is the cost.
  let phaseStart = performance.now();
  // After each phase the new rows' statistics are taken, as after any bulk load.
  const phase = async (what: string) => {
    await db.execute(sql`analyze`);
    log(`bench seed: ${what} in ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
    phaseStart = performance.now();
  };
  const ids: string[] = [];
  await chunks(db, people, 1000, async (part) => {
    const rows = await db
      .insert(users)
      .values(
        part.map((p) => ({
          userType: 'doctor' as const,
          status: 'active' as const,
          page: 6,
          email: `bench.therapist.${p.i}@bench.sahaj.local`,
          firstName: p.first,
          lastName: p.last,
          name: `${p.first} ${p.last} ${p.i}`,
          gender: p.gender,
          timeZone: p.avail.timeZone,
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((r) => r.id));
  });
  await phase('users');
  const withId = people.map((p, k) => ({ ...p, id: ids[k]! }));
  await chunks(db, withId, 1000, (part) =>
    db.insert(therapistProfiles).values(
      part.map((p) => ({
        userId: p.id,
        professionalTitle: 'Counselling Psychologist',
        totalWorkExperience: 1 + (p.i % 30),
        consultationFeeMinor: p.fee * 100,
        consultationDuration: p.avail.consultationDuration,
        locationText: `${p.city}, India`,
        aboutYou: 'Bench therapist',
      })),
    ),
  );
  await phase('profiles');
  await chunks(db, withId, 500, async (part) => {
    const slots = await db
      .insert(therapistWeeklySlots)
      .values(
        part.flatMap((p) =>
          p.avail.timeSlot.map((s) => ({
            userId: p.id,
            day: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].indexOf(s.day),
            startTime: s.startTime,
            endTime: s.endTime,
          })),
        ),
      )
      .returning({ id: therapistWeeklySlots.id, userId: therapistWeeklySlots.userId });
    const lunchOf = new Map(part.map((p) => [p.id, p.avail.timeSlot[0]?.addBreak[0]]));
    const breaks = slots.flatMap((s) => {
      const b = lunchOf.get(s.userId);
      return b ? [{ slotId: s.id, ...b }] : [];
    });
    if (breaks.length) await db.insert(therapistSlotBreaks).values(breaks);
  });
  await phase('weekly hours and breaks');
  await chunks(
    db,
    withId.flatMap((p) => [...new Set(p.specs)].map((specialityId) => ({ userId: p.id, specialityId }))),
    5000,
    (part) => db.insert(therapistSpecialities).values(part).onConflictDoNothing(),
  );
  await phase('specialities');
  await chunks(
    db,
    withId.flatMap((p) => [...new Set(p.langs)].map((languageId) => ({ userId: p.id, languageId }))),
    5000,
    (part) => db.insert(therapistLanguages).values(part).onConflictDoNothing(),
  );
  await phase('languages');
  await chunks(db, withId, 2000, (part) =>
    db.insert(therapistBookingStats).values(
      part.map((p) => ({
        therapistId: p.id,
        reviewCount: p.reviews,
        ratingSum: Math.round(p.rating * p.reviews),
        rating: p.rating,
      })),
    ),
  );
  await phase('booking stats');
  await chunks(db, ids, 1000, (part) => refreshNextAvailableFor(db, part, new Date()));
  await phase('first free slots');
  log(`bench seed: ${count} therapists`);
  return ids;
}
