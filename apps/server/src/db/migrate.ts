import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { findUp } from '../lib/find-up';
import type { Database, Schema } from './client';

/**
 * apps/server/drizzle, found from this module's folder: apps/server/src/db when run from source,
 * apps/server/dist when run from the production bundle.
 */
export const MIGRATIONS_FOLDER = path.dirname(findUp(import.meta.dirname, 'drizzle/meta/_journal.json'));

/** An arbitrary constant: every node takes this lock so only one applies migrations at a time. */
const MIGRATION_LOCK = 7_201_455;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await database.db.execute(sql`create extension if not exists btree_gist`);
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // Several API nodes may start at once: a session-level advisory lock held on one dedicated
  // connection makes them take turns; the migrator itself runs on the pool.
  const lockClient = await database.pool!.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await database.db.execute(sql`create extension if not exists btree_gist`);
    await migratePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockClient.release();
  }
}
