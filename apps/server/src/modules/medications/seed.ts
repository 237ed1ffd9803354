import type { Db } from '../../db/client';
import { medicineLibrary, medicineTypes } from '../../db/schema/index';

export const MEDICINE_TYPES = [
  'Tablet',
  'Capsule',
  'Syrup',
  'Drops',
  'Injection',
  'Inhaler',
  'Cream or ointment',
  'Powder',
  'Other',
];

/** Common medicines in Indian practice (generic names), so patients pick rather than type. */
const LIBRARY: Array<[name: string, type: string, strength: string | null]> = [
  ['Sertraline', 'Tablet', '50 mg'],
  ['Escitalopram', 'Tablet', '10 mg'],
  ['Fluoxetine', 'Capsule', '20 mg'],
  ['Paroxetine', 'Tablet', '20 mg'],
  ['Venlafaxine', 'Capsule', '75 mg'],
  ['Duloxetine', 'Capsule', '30 mg'],
  ['Mirtazapine', 'Tablet', '15 mg'],
  ['Bupropion', 'Tablet', '150 mg'],
  ['Clonazepam', 'Tablet', '0.5 mg'],
  ['Alprazolam', 'Tablet', '0.25 mg'],
  ['Lorazepam', 'Tablet', '1 mg'],
  ['Propranolol', 'Tablet', '10 mg'],
  ['Quetiapine', 'Tablet', '25 mg'],
  ['Olanzapine', 'Tablet', '5 mg'],
  ['Aripiprazole', 'Tablet', '5 mg'],
  ['Risperidone', 'Tablet', '2 mg'],
  ['Lithium carbonate', 'Tablet', '300 mg'],
  ['Sodium valproate', 'Tablet', '500 mg'],
  ['Lamotrigine', 'Tablet', '50 mg'],
  ['Melatonin', 'Tablet', '3 mg'],
  ['Zolpidem', 'Tablet', '5 mg'],
  ['Paracetamol', 'Tablet', '500 mg'],
  ['Cholecalciferol (Vitamin D3)', 'Capsule', '60000 IU'],
  ['Metformin', 'Tablet', '500 mg'],
  ['Levothyroxine', 'Tablet', '50 mcg'],
  ['Salbutamol', 'Inhaler', '100 mcg'],
  ['Lactulose', 'Syrup', '10 g/15 ml'],
];

/** Idempotent: types and library rows are inserted only when missing. */
export async function seedMedicines({ db }: { db: Db }): Promise<void> {
  await db
    .insert(medicineTypes)
    .values(MEDICINE_TYPES.map((name) => ({ name })))
    .onConflictDoNothing();
  const types = await db.select().from(medicineTypes);
  const idOf = new Map(types.map((t) => [t.name, t.id]));
  await db
    .insert(medicineLibrary)
    .values(LIBRARY.map(([name, type, strength]) => ({ name, typeId: idOf.get(type)!, strength })))
    .onConflictDoNothing();
}
