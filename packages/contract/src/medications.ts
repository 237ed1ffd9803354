import { z } from 'zod';
import { isIsoDay, TIME_OF_DAY_PATTERN } from './dates';
import { MEDICATIONS_MSG as M } from './messages/medications';

/** Medications (issue 15): the patient's own entries (and, later, prescribed ones), the medicine library, reminders. */

export const MEDICATIONS_MAX = 50;
export const MEDICATION_TIMES_MAX = 8;
export const MEDICATION_LINK = '/user/base/home/medication';

export const medicineType = z.object({ _id: z.string(), name: z.string() });
export type MedicineType = z.infer<typeof medicineType>;
export const medicineTypesData = z.object({ medicineTypes: z.array(medicineType) });

export const medicine = z.object({
  _id: z.string(),
  name: z.string(),
  strength: z.string().nullable(),
  type: medicineType,
});
export type Medicine = z.infer<typeof medicine>;
export const medicineLibraryData = z.object({ medicines: z.array(medicine), count: z.number().int() });
export const medicineLibraryQuery = z.object({
  searchKey: z.string().trim().max(60).optional(),
  page: z.coerce.number().int().min(0).max(1000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const isoDay = (message: string) => z.string().refine(isIsoDay, message);

/** POST /user/medication: add (no _id) or edit (with _id) one of my medications. */
export const medicationBody = z
  .object({
    _id: z.string().uuid(M.medicationNotFound).optional(),
    name: z.string().trim().min(1, M.medicationNameRequired).max(120),
    medicineTypeId: z.string({ error: M.medicationTypeRequired }).uuid(M.medicationTypeUnknown),
    /** The library entry the name came from, if any. */
    libraryId: z.string().uuid().nullable().optional(),
    dose: z.string().trim().min(1, M.medicationDoseRequired).max(60),
    timesOfDay: z
      .array(z.string().regex(TIME_OF_DAY_PATTERN, M.medicationTimeInvalid))
      .min(1, M.medicationTimesRequired)
      .max(MEDICATION_TIMES_MAX)
      .refine((t) => new Set(t).size === t.length, M.medicationTimesDuplicate),
    startDate: isoDay(M.medicationStartRequired),
    endDate: isoDay(M.medicationEndBeforeStart).nullable().optional(),
    notes: z.string().trim().max(500).nullable().optional(),
  })
  .refine((b) => !b.endDate || b.endDate >= b.startDate, { message: M.medicationEndBeforeStart, path: ['endDate'] });
export type MedicationBody = z.infer<typeof medicationBody>;

export const MEDICATION_STATUSES = ['active', 'upcoming', 'ended'] as const;
export const medication = z.object({
  _id: z.string(),
  name: z.string(),
  type: medicineType,
  dose: z.string(),
  timesOfDay: z.array(z.string()),
  startDate: z.string(),
  endDate: z.string().nullable(),
  notes: z.string().nullable(),
  libraryId: z.string().nullable(),
  /** The therapist who prescribed it; null for the patient's own entries. */
  prescribedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  status: z.enum(MEDICATION_STATUSES),
  /** The next reminder instant (UTC ISO), in the patient's zone's schedule; null when ended. */
  nextDoseAt: z.string().nullable(),
});
export type Medication = z.infer<typeof medication>;
export const medicationsData = z.object({ medications: z.array(medication) });
export type MedicationsData = z.infer<typeof medicationsData>;
export const medicationSaveResult = z.object({ message: z.string(), medication });
export const medicationDeleteQuery = z.object({ medicationId: z.string().uuid(M.medicationNotFound) });

/** POST /admin/medicine. */
export const adminMedicineBody = z.object({
  name: z.string().trim().min(1, M.medicationNameRequired).max(120),
  medicineTypeId: z.string({ error: M.medicationTypeRequired }).uuid(M.medicationTypeUnknown),
  strength: z.string().trim().max(40).nullable().optional(),
});
export type AdminMedicineBody = z.infer<typeof adminMedicineBody>;
export const adminMedicineResult = z.object({ message: z.string(), medicine });
