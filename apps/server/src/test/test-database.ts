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
  // One database per worker process; several test runs may share the server at once.
  const name = `sahaj_test_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await dropAbandoned(admin);
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

/** Drops test databases whose worker process has gone (a run that ended or was killed). */
async function dropAbandoned(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname ~ '^sahaj_test_[0-9]+$'",
  );
  for (const { datname } of rows) {
    const pid = Number(datname.slice('sahaj_test_'.length));
    let alive = true;
    try {
      process.kill(pid, 0);
    } catch {
      alive = false;
    }
    if (!alive) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  }
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
