import { CURRENCY } from '@sahaj/contract';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import {
  medicineLibrary,
  medicineTpgListings,
  practitionerRegistrations,
  specialities,
  type TpgListValue,
  therapistProfiles,
  therapistSpecialities,
  therapistTreatments,
  therapistWeeklySlots,
  uploadedFiles,
  users,
} from '../../db/schema/index';
import { createFileStorage, newStorageKey } from '../../integrations/storage/index';
import { refreshNextAvailableFor } from '../booking';

type SeedCtx = Pick<AppContext, 'db' | 'passwords' | 'config' | 'log'>;

/**
 * A starting classification of the seeded library under the Telemedicine Practice Guidelines 2020
 * (the admin confirms or changes it on the medicine library page; a medicine without one cannot be
 * prescribed): benzodiazepines and zolpidem are NDPS psychotropic substances (prohibited by
 * teleconsultation); first-line medicines are List A (first consultation on video); medicines that
 * need monitoring or add to an existing treatment are List B; over-the-counter ones List O.
 */
export const DEMO_TPG_LISTS: Record<string, TpgListValue> = {
  Paracetamol: 'O',
  'Cholecalciferol (Vitamin D3)': 'O',
  Lactulose: 'O',
  Sertraline: 'A',
  Escitalopram: 'A',
  Fluoxetine: 'A',
  Paroxetine: 'A',
  Propranolol: 'A',
  Melatonin: 'A',
  Metformin: 'A',
  Levothyroxine: 'A',
  Salbutamol: 'A',
  Venlafaxine: 'B',
  Duloxetine: 'B',
  Mirtazapine: 'B',
  Bupropion: 'B',
  Quetiapine: 'B',
  Olanzapine: 'B',
  Aripiprazole: 'B',
  Risperidone: 'B',
  'Lithium carbonate': 'B',
  'Sodium valproate': 'B',
  Lamotrigine: 'B',
  Clonazepam: 'prohibited',
  Alprazolam: 'prohibited',
  Lorazepam: 'prohibited',
  Zolpidem: 'prohibited',
};

/** Idempotent: only medicines without a list get one, so the admin's choices stay. */
export async function seedTpgLists({ db }: Pick<AppContext, 'db'>): Promise<void> {
  const rows = await db
    .select({ id: medicineLibrary.id, name: medicineLibrary.name })
    .from(medicineLibrary)
    .where(inArray(medicineLibrary.name, Object.keys(DEMO_TPG_LISTS)));
  if (rows.length === 0) return;
  await db
    .insert(medicineTpgListings)
    .values(rows.map((r) => ({ medicineId: r.id, list: DEMO_TPG_LISTS[r.name]! })))
    .onConflictDoNothing();
}

/** The demo psychiatrist: a registered medical practitioner who may prescribe (therapist login by phone). */
export const DEMO_PSYCHIATRIST = {
  phone: '+919000000003',
  password: 'Therapist@123',
  email: 'kabir.psychiatrist@sahaj.local',
  firstName: 'Kabir',
  lastName: 'Sen',
  qualification: 'MBBS, MD (Psychiatry)',
  registrationNumber: 'KMC-2009-11873',
  council: 'Karnataka Medical Council',
} as const;

/**
 * Seeds the demo psychiatrist once (an approved profile, weekday hours 10:00–18:00 Asia/Kolkata,
 * 45-minute consultations and a verified medical council registration), so prescribing works right
 * after `npm start`. The demo therapist Meera Iyer is a clinical psychologist and does not prescribe.
 */
export async function seedDemoPsychiatrist(ctx: SeedCtx): Promise<void> {
  const d = DEMO_PSYCHIATRIST;
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'doctor'), eq(users.phone, d.phone)))
    .limit(1);
  if (existing) return;
  const passwordHash = await ctx.passwords.hash(d.password);
  // A generated avatar (initials on a disc), as the other demo therapists have.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f5f1ea"/>
    <circle cx="128" cy="128" r="120" fill="#0e7490"/><text x="50%" y="53%" font-family="sans-serif" font-size="96"
    font-weight="600" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">KS</text></svg>`;
  const picture = await sharp(Buffer.from(svg)).png().toBuffer();
  const pictureKey = newStorageKey('png');
  await createFileStorage(ctx.config).put(pictureKey, picture);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        userType: 'doctor',
        status: 'active',
        page: 6,
        phone: d.phone,
        email: d.email,
        passwordHash,
        firstName: d.firstName,
        lastName: d.lastName,
        name: `${d.firstName} ${d.lastName}`,
        gender: 'male',
        dob: '1981-03-09',
        timeZone: 'Asia/Kolkata',
        timeZoneLabel: 'India (GMT+5:30)',
        phoneVerifiedAt: new Date(),
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    // Another node seeded it first.
    if (!row) return null;
    const [pic] = await tx
      .insert(uploadedFiles)
      .values({
        ownerUserId: row.id,
        purpose: 'profile_pic',
        storageKey: pictureKey,
        originalName: 'kabir.png',
        mimeType: 'image/png',
        sizeBytes: picture.length,
        width: 256,
        height: 256,
      })
      .returning({ id: uploadedFiles.id });
    await tx.insert(therapistProfiles).values({
      userId: row.id,
      profilePicFileId: pic!.id,
      aboutYou:
        'Psychiatrist with fifteen years of practice in mood and anxiety disorders. I combine medication, when it helps, with talking therapy.',
      locationText: 'Indiranagar, Bengaluru, Karnataka, India',
      latitude: 12.9784,
      longitude: 77.6408,
      professionalTitle: 'Psychiatrist',
      totalWorkExperience: 15,
      currency: CURRENCY,
      consultationFeeMinor: 2000_00,
      consultationDuration: 45,
      submittedAt: new Date(),
      reviewedAt: new Date(),
    });
    await tx
      .insert(therapistWeeklySlots)
      .values([1, 2, 3, 4, 5].map((day) => ({ userId: row.id, day, startTime: '10:00', endTime: '18:00' })));
    await tx
      .insert(therapistTreatments)
      .values({ userId: row.id, name: 'Psychiatric consultation', priceMinor: 2000_00, currency: CURRENCY });
    const specs = await tx
      .select({ id: specialities.id })
      .from(specialities)
      .where(inArray(specialities.name, ['Depression', 'Anxiety']));
    if (specs.length) {
      await tx.insert(therapistSpecialities).values(specs.map((s) => ({ userId: row.id, specialityId: s.id })));
    }
    await tx.insert(practitionerRegistrations).values({
      therapistId: row.id,
      isMedicalPractitioner: true,
      qualification: d.qualification,
      registrationNumber: d.registrationNumber,
      council: d.council,
      state: 'verified',
      reviewedAt: new Date(),
    });
    return row.id;
  });
  if (!id) return;
  await refreshNextAvailableFor(ctx.db, [id], new Date(), ctx.config.bookingMinNoticeMinutes);
  ctx.log.info({ demo: 'psychiatrist' }, `seeded demo psychiatrist ${d.phone} / ${d.password}`);
}
