import { FREQUENCY_OPTIONS, SCORED_FORMS } from '@sahaj/contract';
import type { Db } from '../../db/client';
import { formQuestions, forms } from '../../db/schema/index';

/**
 * PHQ-9 and GAD-7, published, with their exact items and the 0–3 frequency answers. Idempotent: a
 * form is created only when no form of its scoring exists (unique index), and its questions with it.
 */
export async function seedScoredForms({ db }: { db: Db }): Promise<void> {
  for (const def of Object.values(SCORED_FORMS)) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(forms)
        .values({ name: def.name, description: def.description, published: true, scoring: def.key })
        .onConflictDoNothing()
        .returning();
      if (!row) return;
      await tx.insert(formQuestions).values(
        def.items.map((question, position) => ({
          formId: row.id,
          position,
          question,
          answerType: 'singleSelect' as const,
          options: FREQUENCY_OPTIONS.map((o, i) => ({
            id: `${def.key}-${position + 1}-${i}`,
            label: o.label,
            score: o.score,
          })),
        })),
      );
    });
  }
}
