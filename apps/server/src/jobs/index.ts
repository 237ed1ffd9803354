import type { AppContext } from '../context';
import { chatDelivery } from '../modules/chat/delivery';
import { type JobRunner, type JobRunnerOptions, JobRunner as Runner } from './runner';

export type { JobDefinition } from './runner';
export { JobRunner } from './runner';

/**
 * Every background job of the app, defined in one place. A feature adds its job here (or a
 * `jobs.ts` of its own imported here); the work itself lives in the feature's service.
 */
export function createJobs(ctx: AppContext, opts?: JobRunnerOptions): JobRunner {
  const jobs = new Runner(ctx, opts);
  jobs.define({
    name: 'auth.housekeeping',
    // Hourly: ended codes and old login attempts (plain deletes, idempotent).
    cron: '0 * * * *',
    run: (c) => c.services.auth.purgeExpired(),
  });
  // Booking (issue 11): each is idempotent and keyed by state, so a retry or a second node changes nothing twice.
  jobs.define({
    name: 'booking.sweep-holds',
    cron: '* * * * *',
    // Expired holds go, and so do the coupon uses that unpaid checkouts reserved until then (a
    // payment still completed later takes its use again, coupons.confirm).
    run: async (c) => {
      await c.services.booking.sweepExpiredHolds();
      await c.services.coupons.releaseLapsed();
    },
  });
  jobs.define({
    name: 'booking.refresh-next-available',
    cron: '* * * * *',
    run: (c) => c.services.booking.refreshStale(2000).then(() => undefined),
  });
  jobs.define({
    name: 'appointments.complete-ended',
    cron: '* * * * *',
    run: (c) => c.services.appointments.completeEnded().then(() => undefined),
  });
  jobs.define({
    // A cancelled paid session whose refund was never asked for (the process stopped in between).
    name: 'ledger.refund-cancelled',
    cron: '*/10 * * * *',
    run: (c) => c.services.ledger.sweepCancelledRefunds(c.services.payments.refund).then(() => undefined),
  });
  // Medication reminders (issue 15): each dose is claimed once by a unique row, so every node may scan.
  jobs.define({
    name: 'medications.reminders',
    cron: '* * * * *',
    run: (c) => c.services.medications.sendDueReminders().then(() => undefined),
  });
  // Session reminders and notification e-mail/SMS retries (issue 13): rows are claimed with a
  // conditional UPDATE … RETURNING, so any number of nodes may scan and each message goes once.
  jobs.define({
    name: 'reminders.scan',
    cron: '* * * * *',
    run: (c) => c.services.reminders.scanDue().then(() => undefined),
  });
  jobs.define({
    name: 'notifications.deliveries',
    cron: '* * * * *',
    run: (c) => c.services.notifications.deliveries.retryDue().then(() => undefined),
  });
  // Chat (issue 13): a message whose send-time check never ran (its node stopped within seconds of
  // the send) is judged here; the check is claimed per message, so nothing is notified twice.
  jobs.define({
    name: 'chat.missed-messages',
    cron: '* * * * *',
    run: (c) =>
      chatDelivery(c)
        .sweepMissed()
        .then(() => undefined),
  });
  // Payments (issue 12): open payments whose webhook was lost, and failed automatic refunds.
  jobs.define({
    name: 'payments.reconcile',
    cron: '*/5 * * * *',
    run: (c) => c.services.payments.reconcile().then(() => undefined),
  });
  // Companies (issue 21): plan credits expire when the plan ends (also done lazily by the next
  // movement); the expiry entry is keyed by the subscription, so a retry or a second node writes it once.
  jobs.define({
    name: 'corporate.expire-plans',
    cron: '5 * * * *',
    run: (c) => c.services.corporate.expireLapsedPlans().then(() => undefined),
  });
  return jobs;
}
