import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers give the same query builder; code depends only on this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, when on PostgreSQL (for session-level locks). */
  pool?: pg.Pool;
  /**
   * Plain SQL for tools that bring their own queries (pg-boss): parameters when given, else the
   * text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted means in memory (tests). */
  pgliteDir?: string;
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, the network dropped). The
   * pool drops that connection and opens another when needed; without a listener Node would end the
   * whole process on the pool's 'error' event.
   */
  onIdleConnectionError?: (err: Error) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', (err) => opts.onIdleConnectionError?.(err));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      executeSql: async (text, values) => {
        const res = await pool.query(text, values as unknown[] | undefined);
        // Several statements answer with one result each; the last one is the answer.
        const last = Array.isArray(res) ? res[res.length - 1] : res;
        return { rows: last?.rows ?? [] };
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (opts.pgliteDir) mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
  const client = await PGlite.create({ dataDir: opts.pgliteDir, extensions: { btree_gist, pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return { rows: (await client.query(text, values as unknown[])).rows };
      const results = await client.exec(text);
      return { rows: results[results.length - 1]?.rows ?? [] };
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
