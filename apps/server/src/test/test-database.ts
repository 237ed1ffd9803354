import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * One database per Vitest worker, migrated once and emptied before each test file
 * (the server project runs with isolate: false, so this module's state lives as long as the worker).
 * PGlite in memory by default; with DATABASE_URL, a database of its own per worker on that server.
 */
let current: Promise<Database> | undefined;

async function createWorkerDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDatabase({});
    await runMigrations(db);
    return db;
  }
  const worker = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? '0';
  const name = `sahaj_test_w${worker}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: target.toString() });
  await runMigrations(db);
  return db;
}

export function workerDatabase(): Promise<Database> {
  current ??= createWorkerDatabase();
  return current;
}

/** Empties every table of the public schema (the migration journal lives elsewhere). */
export async function truncateAll(database: Database): Promise<void> {
  const rows = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const list = (rows as unknown as { rows: Array<{ tablename: string }> }).rows ?? rows;
  const names = (list as Array<{ tablename: string }>).map((r) => `"public"."${r.tablename}"`);
  if (names.length) await database.db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}
