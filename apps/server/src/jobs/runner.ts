import PgBoss from 'pg-boss';
import type { AppContext } from '../context';

/**
 * One piece of background work. `run` must be idempotent: pg-boss delivers a job to one worker at
 * a time across every node, but a job whose worker died is retried.
 */
export interface JobDefinition<Data extends object = object> {
  /** Queue name, e.g. 'auth.housekeeping'. */
  name: string;
  /** Cron expression (UTC) for periodic work; pg-boss makes one job per tick for the whole cluster. */
  cron?: string;
  run(ctx: AppContext, data: Data): Promise<void>;
}

export interface JobRunnerOptions {
  /** PostgreSQL schema for pg-boss's tables (tests give each runner its own). */
  schema?: string;
  /** Seconds between polls for new jobs (pg-boss's minimum is 0.5). */
  pollingIntervalSeconds?: number;
}

/**
 * The one place for periodic and deferred work: pg-boss 10 on the app's own database (PostgreSQL,
 * or PGlite through the Database's executeSql), so no extra service is needed and jobs survive
 * restarts. Nothing here uses setInterval: pg-boss owns the timing, and a cron tick runs once per
 * cluster however many nodes there are.
 *
 *   jobs.define({ name: 'auth.housekeeping', cron: '0 * * * *', run: (ctx) => ctx.services.auth.purgeExpired() })
 *   await jobs.send('booking.expire-hold', { holdId })   // one-off work
 */
export class JobRunner {
  private boss?: PgBoss;
  private readonly definitions = new Map<string, JobDefinition>();

  constructor(
    private readonly ctx: AppContext,
    private readonly opts: JobRunnerOptions = {},
  ) {}

  define<Data extends object>(definition: JobDefinition<Data>): void {
    if (this.boss) throw new Error(`job ${definition.name} defined after start`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition);
  }

  /** Runs a job's work once, here and now (tests, and an operator's manual run). */
  async runNow(name: string, data: object = {}): Promise<void> {
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    await definition.run(this.ctx, data);
  }

  get started(): boolean {
    return !!this.boss;
  }

  async start(): Promise<void> {
    if (this.boss) return;
    const { database, log } = this.ctx;
    const boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) },
      schema: this.opts.schema ?? 'pgboss',
      // Fewer background queries than the defaults: the work here is hourly housekeeping and holds.
      maintenanceIntervalSeconds: 300,
    });
    boss.on('error', (err) => log.warn({ err }, 'job runner error'));
    await boss.start();
    this.boss = boss;
    for (const definition of this.definitions.values()) {
      await boss.createQueue(definition.name);
      await boss.work(
        definition.name,
        { pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 2 },
        async (jobs) => {
          for (const job of jobs) {
            try {
              await definition.run(this.ctx, (job.data ?? {}) as object);
            } catch (err) {
              log.warn({ err, job: definition.name }, 'job failed; pg-boss will retry it');
              throw err;
            }
          }
        },
      );
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(definition.name).catch(() => undefined);
    }
  }

  /** Queues one-off work (e.g. at a time: { startAfter: date }). */
  async send(name: string, data: object = {}, options: PgBoss.SendOptions = {}): Promise<string | null> {
    if (!this.boss) throw new Error('job runner not started');
    return this.boss.send(name, data, options);
  }

  /** Stops taking work and waits (bounded) for jobs in hand; the database stays open. */
  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss) return;
    this.boss = undefined;
    await boss.stop({ graceful: true, wait: true, timeout: 5000, close: false } as PgBoss.StopOptions);
  }
}
