import { asc, count, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCategories, languages, type ReferenceKind, referenceItems, specialities } from '../../db/schema/index';

/** Escapes LIKE wildcards so a search for 'a_b' matches the text, not a pattern. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function lookupsRepository(db: Db) {
  return {
    async languagesPage(opts: { page: number; limit: number; search?: string }) {
      const where = opts.search ? ilike(languages.name, `%${likeText(opts.search)}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(languages)
          .where(where)
          .orderBy(asc(languages.name))
          .limit(opts.limit)
          .offset(opts.page * opts.limit),
        db.select({ n: count() }).from(languages).where(where),
      ]);
      return { rows, count: total?.n ?? 0 };
    },
    referenceItems(kind: ReferenceKind) {
      return db
        .select()
        .from(referenceItems)
        .where(eq(referenceItems.kind, kind))
        .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.name));
    },
    companyCategories() {
      return db.select().from(companyCategories).orderBy(asc(companyCategories.name));
    },
    specialities() {
      return db.select().from(specialities).orderBy(asc(specialities.name));
    },
  };
}
