import { CURRENCY } from '@sahaj/contract';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import {
  languages,
  specialities,
  therapistBankAccounts,
  therapistEducation,
  therapistExperience,
  therapistLanguages,
  therapistLicences,
  therapistProfiles,
  therapistSpecialities,
  therapistTreatments,
  therapistWeeklySlots,
  type UploadPurpose,
  uploadedFiles,
  users,
} from '../../db/schema/index';
import { newStorageKey } from '../../integrations/storage/file-storage';
import { createFileStorage } from '../../integrations/storage/index';
import { encryptor } from '../../lib/encryption';

type SeedCtx = Pick<AppContext, 'db' | 'passwords' | 'config' | 'log'>;

/** A plain labelled card as a stand-in scan, so the demo documents open like real ones. */
async function demoImage(label: string, width: number, height: number, color: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <rect x="12" y="12" width="${width - 24}" height="${height - 24}" fill="none" stroke="#ffffff" stroke-width="4"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.round(height / 10)}" fill="#ffffff"
      text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * The demo therapist (+91 9000000002): a complete, approved profile with availability
 * Monday–Friday 10:00–18:00 (Asia/Kolkata), 60-minute consultations. Runs once: skipped when the
 * profile already has a professional title.
 */
export async function seedDemoTherapistProfile(ctx: SeedCtx, ids: { therapist: string }): Promise<void> {
  const userId = ids.therapist;
  const [existing] = await ctx.db
    .select({ title: therapistProfiles.professionalTitle })
    .from(therapistProfiles)
    .where(eq(therapistProfiles.userId, userId))
    .limit(1);
  if (existing?.title) return;

  const storage = createFileStorage(ctx.config);
  const files: Array<{ purpose: UploadPurpose; name: string; bytes: Buffer; key: string; w: number; h: number }> = [];
  for (const [purpose, name, label, w, h, color] of [
    ['profile_pic', 'meera.png', 'MI', 400, 400, '#3b7dd8'],
    ['educationalDetails', 'mphil-certificate.png', 'M.Phil Clinical Psychology', 800, 560, '#2f855a'],
    ['experienceDetails', 'experience-letter.png', 'Experience letter', 800, 560, '#805ad5'],
    ['medicalLicences', 'rci-licence.png', 'RCI Licence A12345', 800, 560, '#c05621'],
  ] as const) {
    const bytes = await demoImage(label, w, h, color);
    const key = newStorageKey('png');
    await storage.put(key, bytes);
    files.push({ purpose, name, bytes, key, w, h });
  }

  const encryption = encryptor(ctx.config.encryptionKey);
  const accountNumber = '50100234567890';
  const seeded = await ctx.db.transaction(async (tx) => {
    // Several nodes may start at once: the user row lock makes one of them do the work.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [again] = await tx
      .select({ title: therapistProfiles.professionalTitle })
      .from(therapistProfiles)
      .where(eq(therapistProfiles.userId, userId))
      .limit(1);
    if (again?.title) return false;
    const stored = await tx
      .insert(uploadedFiles)
      .values(
        files.map((f) => ({
          ownerUserId: userId,
          purpose: f.purpose,
          storageKey: f.key,
          originalName: f.name,
          mimeType: 'image/png',
          sizeBytes: f.bytes.length,
          width: f.w,
          height: f.h,
        })),
      )
      .returning({ id: uploadedFiles.id, purpose: uploadedFiles.purpose });
    const fileOf = (p: UploadPurpose) => stored.find((s) => s.purpose === p)!.id;

    await tx
      .update(users)
      .set({ gender: 'female', dob: '1986-07-21', status: 'active', page: 6, updatedAt: new Date() })
      .where(eq(users.id, userId));
    const profile = {
      aboutYou:
        'I am a clinical psychologist with twelve years of practice. I work with adults facing anxiety, low mood and stress at work, using CBT and mindfulness.',
      latitude: 12.9716,
      longitude: 77.5946,
      locationText: 'Bengaluru, Karnataka, India',
      profilePicFileId: fileOf('profile_pic'),
      professionalTitle: 'Clinical Psychologist',
      totalWorkExperience: 12,
      currency: CURRENCY,
      consultationFeeMinor: 1500_00,
      consultationDuration: 60,
      submittedAt: new Date(),
      reviewedAt: new Date(),
    };
    await tx
      .insert(therapistProfiles)
      .values({ userId, ...profile })
      .onConflictDoUpdate({ target: therapistProfiles.userId, set: profile });

    await tx.insert(therapistEducation).values({
      userId,
      instituteName: 'NIMHANS',
      instituteAddress: 'Hosur Road, Bengaluru',
      qualification: 'M.Phil Clinical Psychology',
      documentFileId: fileOf('educationalDetails'),
    });
    await tx.insert(therapistExperience).values({
      userId,
      hospitalName: 'Manipal Hospital',
      hospitalAddress: 'Old Airport Road, Bengaluru',
      referencePerson: 'Dr Anil Kumar',
      contactNumber: '+919845012345',
      documentFileId: fileOf('experienceDetails'),
    });
    await tx.insert(therapistLicences).values({
      userId,
      licenceNumber: 'RCI A12345',
      issuingInstitution: 'Rehabilitation Council of India',
      expiryDate: '2030-12-31',
      documentFileId: fileOf('medicalLicences'),
    });

    const specs = await tx
      .select({ id: specialities.id })
      .from(specialities)
      .where(
        inArray(specialities.name, [
          'Anxiety',
          'Depression',
          'Stress Management',
          'Cognitive Behavioural Therapy (CBT)',
        ]),
      );
    const langs = await tx
      .select({ id: languages.id })
      .from(languages)
      .where(inArray(languages.name, ['English', 'Hindi', 'Kannada']));
    if (specs.length)
      await tx
        .insert(therapistSpecialities)
        .values(specs.map((s) => ({ userId, specialityId: s.id })))
        .onConflictDoNothing();
    if (langs.length)
      await tx
        .insert(therapistLanguages)
        .values(langs.map((l) => ({ userId, languageId: l.id })))
        .onConflictDoNothing();

    // Monday (1) to Friday (5), 10:00–18:00 wall-clock in Asia/Kolkata.
    await tx.delete(therapistWeeklySlots).where(eq(therapistWeeklySlots.userId, userId));
    await tx
      .insert(therapistWeeklySlots)
      .values([1, 2, 3, 4, 5].map((day) => ({ userId, day, startTime: '10:00', endTime: '18:00' })));

    await tx
      .insert(therapistTreatments)
      .values([
        { userId, name: 'Anxiety', priceMinor: 1500_00, currency: CURRENCY },
        { userId, name: 'Couples Therapy', priceMinor: 2500_00, currency: CURRENCY },
      ])
      .onConflictDoNothing();

    await tx
      .insert(therapistBankAccounts)
      .values({
        userId,
        bankName: 'HDFC Bank',
        accountHolderName: 'Meera Iyer',
        accountNumberEncrypted: encryption.encrypt(accountNumber),
        accountNumberLength: accountNumber.length,
        accountNumberLast4: accountNumber.slice(-4),
        ifsc: 'HDFC0000523',
        branchName: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        stateCode: 'KA',
        country: 'India',
        countryCode: 'IN',
        timeZone: 'Asia/Kolkata',
      })
      .onConflictDoNothing();
    return true;
  });
  if (!seeded) {
    for (const f of files) await storage.delete(f.key);
    return;
  }
  ctx.log.info({ demo: 'therapist' }, 'seeded demo therapist profile (approved, Mon–Fri 10:00–18:00 Asia/Kolkata)');
}
