import { asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyCategories, languages, type ReferenceKind, referenceItems, specialities } from '../../db/schema/index';

/** Escapes LIKE wildcards so a search for 'a_b' matches the text, not a pattern. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function lookupsRepository(db: Db) {
  return {
    /** One round trip: the page and the total (a window count) together. */
    async languagesPage(opts: { page: number; limit: number; search?: string }) {
      const where = opts.search ? ilike(languages.name, `%${likeText(opts.search)}%`) : undefined;
      const rows = await db
        .select({ id: languages.id, name: languages.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(languages)
        .where(where)
        .orderBy(asc(languages.name))
        .limit(opts.limit)
        .offset(opts.page * opts.limit);
      // A page past the end has no rows to carry the total; count separately only then.
      const total =
        rows[0]?.total ??
        (opts.page > 0 ? ((await db.select({ n: count() }).from(languages).where(where))[0]?.n ?? 0) : 0);
      return { rows, count: total };
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
