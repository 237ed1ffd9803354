import { CURRENCY, rupeesToPaise } from '@sahaj/contract';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import {
  appointmentReviews,
  languages,
  specialities,
  therapistBookingStats,
  therapistDatedSlots,
  therapistLanguages,
  therapistProfiles,
  therapistSlotBreaks,
  therapistSpecialities,
  therapistTreatments,
  therapistWeeklySlots,
  uploadedFiles,
  users,
} from '../../db/schema/index';
import { newStorageKey } from '../../integrations/storage/file-storage';
import { createFileStorage } from '../../integrations/storage/index';
import { appointmentWrites } from '../appointments';
import { refreshNextAvailableFor } from '../booking';
import { type DemoTherapist, THERAPISTS } from './demo-therapists-data';

type SeedCtx = Pick<AppContext, 'db' | 'passwords' | 'config' | 'log'>;

/** Demo therapists log in with their phone number (therapist login is by phone) and this password. */
export const DEMO_THERAPIST_PASSWORD = 'Therapist@123';
const EMAIL_DOMAIN = 'demo.sahaj.local';
/** Demo patients whose past sessions carry the demo reviews. */
export const DEMO_REVIEWERS = ['Kiran', 'Leela', 'Manoj', 'Nisha', 'Omkar'];
export { THERAPISTS as DEMO_THERAPISTS };

const PALETTE = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#15803d', '#a21caf', '#0e7490'];

/** Rendered avatars, kept per process: every test file seeds again, the pictures never change. */
const rendered = new Map<string, Promise<Buffer>>();

/** A generated avatar: initials on a coloured disc (no photos of real people). */
function avatar(initials: string, color: string): Promise<Buffer> {
  const key = `${initials}${color}`;
  let png = rendered.get(key);
  if (!png) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#f5f1ea"/><circle cx="128" cy="128" r="120" fill="${color}"/>
    <text x="50%" y="53%" font-family="sans-serif" font-size="96" font-weight="600" fill="#ffffff"
      text-anchor="middle" dominant-baseline="middle">${initials}</text></svg>`;
    png = sharp(Buffer.from(svg)).png().toBuffer();
    rendered.set(key, png);
  }
  return png;
}

/** The n-th demo therapist's phone, by its place in the list so it never changes: +91 90001 00001 and on. */
const phoneOf = (t: DemoTherapist) => `+919000100${String(THERAPISTS.indexOf(t) + 1).padStart(3, '0')}`;

const emailOf = (t: DemoTherapist) => {
  const local = `${t.first}.${t.last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return `${local}@${EMAIL_DOMAIN}`;
};

/**
 * The demo seed's therapists (issue 11): 32 approved profiles with availability, treatments, past
 * sessions reviewed by demo patients (so every rating is a real mean), and their first free slot.
 * Idempotent: a therapist whose e-mail exists is skipped, so any number of starts seed once.
 */
export async function seedDemoTherapists(ctx: SeedCtx): Promise<void> {
  const { db } = ctx;
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.userType, 'doctor'), like(users.email, `%@${EMAIL_DOMAIN}`)));
  const have = new Set(existing.map((e) => e.email));
  const todo = THERAPISTS.filter((t) => !have.has(emailOf(t)));
  if (!todo.length) return;

  const hash = await ctx.passwords.hash(DEMO_THERAPIST_PASSWORD);
  const storage = createFileStorage(ctx.config);
  const specRows = await db.select().from(specialities);
  const langRows = await db.select().from(languages);
  const specId = new Map(specRows.map((s) => [s.name, s.id]));
  const langId = new Map(langRows.map((l) => [l.name, l.id]));

  // Reviewers: a handful of demo patients whose past sessions carry the reviews.
  const reviewers: string[] = [];
  for (const [i, name] of DEMO_REVIEWERS.entries()) {
    const email = `reviewer${i + 1}@${EMAIL_DOMAIN}`;
    const [row] = await db
      .insert(users)
      .values({
        userType: 'patient',
        status: 'active',
        page: 6,
        email,
        passwordHash: hash,
        firstName: name,
        lastName: 'Demo',
        name: `${name} Demo`,
        timeZone: 'Asia/Kolkata',
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const id =
      row?.id ??
      (
        await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.userType, 'patient'), eq(users.email, email)))
      )[0]!.id;
    reviewers.push(id);
  }

  const now = new Date();
  // Avatars first (files on disk), then every row in one transaction of bulk inserts: seeding stays
  // quick enough to run at the start of every test file.
  const pictures = await Promise.all(
    todo.map(async (t, i) => {
      const bytes = await avatar(`${t.first[0]}${t.last[0]}`, PALETTE[i % PALETTE.length]!);
      const key = newStorageKey('png');
      await storage.put(key, bytes);
      return { key, bytes };
    }),
  );
  const mineRows = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        todo.map((t) => ({
          userType: 'doctor' as const,
          status: 'active' as const,
          page: 6,
          email: emailOf(t),
          phone: phoneOf(t),
          phoneVerifiedAt: now,
          passwordHash: hash,
          firstName: t.first,
          lastName: t.last,
          name: `${t.first} ${t.last}`,
          gender: t.gender,
          timeZone: t.zone,
          emailVerifiedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id, email: users.email });
    // Another node may have seeded some meanwhile: carry on with the rows this one inserted.
    const idOf = new Map(inserted.map((u) => [u.email, u.id]));
    const mine = todo
      .map((t, i) => ({ t, i, id: idOf.get(emailOf(t)) }))
      .filter((x): x is { t: DemoTherapist; i: number; id: string } => Boolean(x.id));
    if (!mine.length) return [] as typeof mine;
    const files = await tx
      .insert(uploadedFiles)
      .values(
        mine.map(({ i, id }) => ({
          ownerUserId: id,
          purpose: 'profile_pic' as const,
          storageKey: pictures[i]!.key,
          originalName: 'avatar.png',
          mimeType: 'image/png',
          sizeBytes: pictures[i]!.bytes.length,
          width: 256,
          height: 256,
        })),
      )
      .returning({ id: uploadedFiles.id, owner: uploadedFiles.ownerUserId });
    const fileOf = new Map(files.map((f) => [f.owner, f.id]));
    await tx.insert(therapistProfiles).values(
      mine.map(({ t, i, id }) => ({
        userId: id,
        aboutYou: t.about,
        locationText: t.city,
        hiddenFields: (i % 3 === 0 ? ['dob'] : ['dob', 'timeZone']) as Array<'dob' | 'timeZone'>,
        profilePicFileId: fileOf.get(id)!,
        professionalTitle: t.title,
        totalWorkExperience: t.years,
        currency: CURRENCY,
        consultationFeeMinor: rupeesToPaise(t.fee),
        consultationDuration: t.duration,
        submittedAt: now,
        reviewedAt: now,
      })),
    );
    const specs = mine.flatMap(({ t, id }) =>
      t.specs.flatMap((s) => (specId.has(s) ? [{ userId: id, specialityId: specId.get(s)! }] : [])),
    );
    if (specs.length) await tx.insert(therapistSpecialities).values(specs);
    const langs = mine.flatMap(({ t, id }) =>
      t.langs.flatMap((l) => (langId.has(l) ? [{ userId: id, languageId: langId.get(l)! }] : [])),
    );
    if (langs.length) await tx.insert(therapistLanguages).values(langs);
    const slots = await tx
      .insert(therapistWeeklySlots)
      .values(
        mine.flatMap(({ t, id }) =>
          t.days.map((day) => ({ userId: id, day, startTime: t.hours[0], endTime: t.hours[1] })),
        ),
      )
      .returning({ id: therapistWeeklySlots.id, userId: therapistWeeklySlots.userId });
    const lunchOf = new Map(mine.map(({ t, id }) => [id, t.lunch]));
    const breaks = slots.flatMap((s) => {
      const lunch = lunchOf.get(s.userId);
      return lunch ? [{ slotId: s.id, startTime: lunch[0], endTime: lunch[1] }] : [];
    });
    if (breaks.length) await tx.insert(therapistSlotBreaks).values(breaks);
    // Some extra time next Sunday, so it shows in the slot picker.
    const sunday = new Date(now);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7 || 7));
    const extra = mine.filter(({ i }) => i % 4 === 1);
    if (extra.length) {
      await tx.insert(therapistDatedSlots).values(
        extra.map(({ id }) => ({
          userId: id,
          kind: 'extra' as const,
          date: sunday.toISOString().slice(0, 10),
          startTime: '10:00',
          endTime: '12:00',
        })),
      );
    }
    await tx.insert(therapistTreatments).values(
      mine.map(({ t, id }) => ({
        userId: id,
        name: t.specs[0] ?? 'General',
        priceMinor: rupeesToPaise(t.fee),
        currency: CURRENCY,
      })),
    );
    // Past completed sessions, reviewed, on distinct days: each rating is the mean of real reviews.
    const past = mine.flatMap(({ t, id }) =>
      t.stars.map((stars, k) => {
        const startsAt = new Date(now);
        startsAt.setUTCDate(startsAt.getUTCDate() - 7 * (k + 1));
        startsAt.setUTCHours(6, 0, 0, 0);
        const endsAt = new Date(startsAt.getTime() + t.duration * 60_000);
        return { id, t, stars, patientId: reviewers[k % reviewers.length]!, startsAt, endsAt };
      }),
    );
    if (past.length) {
      const rows = await appointmentWrites.insertCompletedHistory(
        tx,
        past.map((x) => ({
          patientId: x.patientId,
          therapistId: x.id,
          startsAt: x.startsAt,
          endsAt: x.endsAt,
          periodMinutes: x.t.duration,
          amountMinor: rupeesToPaise(x.t.fee),
          currency: CURRENCY,
        })),
      );
      await tx.insert(appointmentReviews).values(
        past.map((x, k) => ({
          appointmentId: rows[k]!.id,
          patientId: x.patientId,
          therapistId: x.id,
          rating: x.stars,
          review: REVIEW_TEXT[x.stars] ?? null,
        })),
      );
    }
    await tx.insert(therapistBookingStats).values(
      mine.map(({ t, id }) => {
        const sum = t.stars.reduce((a, b) => a + b, 0);
        return {
          therapistId: id,
          ratingSum: sum,
          reviewCount: t.stars.length,
          rating: t.stars.length ? sum / t.stars.length : 0,
        };
      }),
    );
    return mine;
  });
  // Pictures of therapists another node seeded first are not referenced: remove them.
  const usedIndex = new Set(mineRows.map((m) => m.i));
  await Promise.all(
    pictures.map((p, i) => (usedIndex.has(i) ? undefined : storage.delete(p.key).catch(() => undefined))),
  );
  const seeded = mineRows.map((m) => m.id);
  await refreshNextAvailableFor(db, seeded, new Date());
  if (seeded.length) {
    ctx.log.info(
      { demo: 'therapists', count: seeded.length },
      `seeded ${seeded.length} demo therapists (password ${DEMO_THERAPIST_PASSWORD})`,
    );
  }
}

const REVIEW_TEXT: Record<number, string> = {
  5: 'Felt heard from the first minute. Clear, kind and practical.',
  4: 'Helpful sessions and good follow-up ideas.',
  3: 'Useful, though it took a while to find the right approach.',
};
