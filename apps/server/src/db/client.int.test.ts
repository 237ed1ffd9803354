import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const databaseUrl = process.env.DATABASE_URL;

describe('the PostgreSQL pool', () => {
  // Only PostgreSQL has a pool (the CI pass runs it); PGlite is in process.
  it.runIf(databaseUrl)('survives an idle connection failing and says so to its listener', async () => {
    const seen: Error[] = [];
    const database = await openDatabase({ databaseUrl, onIdleConnectionError: (err) => seen.push(err) });
    try {
      // What pg does when an idle client's socket dies; with no listener, emit('error') throws.
      expect(() => database.pool?.emit('error', new Error('terminating connection'))).not.toThrow();
      expect(seen.map((e) => e.message)).toEqual(['terminating connection']);
      await database.ping();
    } finally {
      await database.close();
    }
  });
});
