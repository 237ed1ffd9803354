import { MSG } from '@sahaj/contract';
import type { DbOrTx } from '../../db/client';
import type { CompanyCreditEntryRow, CompanyWalletRow } from '../../db/schema/index';
import { sqlState } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { creditsRepository as repo } from './credits-repository';
import { plansRepository as plans } from './plans-repository';

/** SQLSTATE of a CHECK violation: the wallet refused to go below zero. */
const CHECK_VIOLATION = '23514';

export const noCredits = () => new AppError('NO_CREDITS', 402, MSG.noCreditsLeft);

/**
 * The credit ledger's rules (docs/corporate-credits.md). Every movement runs in the caller's
 * transaction under the company's wallet row lock, appends one entry keyed for exactly-once, and
 * moves the balance in the same statement pair; the wallet's CHECKs are the last word on "never
 * below zero". Plan credits are spent first (they expire); a lapsed plan's credits are expired
 * before any movement, so an expired credit is never spent.
 */
export const credits = {
  /** Locks the wallet and expires the plan credits of a lapsed plan first. */
  async lock(tx: DbOrTx, companyId: string, at: Date): Promise<CompanyWalletRow> {
    let wallet = await repo.lockWallet(tx, companyId);
    for (const sub of await plans.lapsed(tx, at, companyId)) {
      if (wallet.planPaise > 0 && !(await repo.entryByKey(tx, companyId, `expiry:${sub.id}`))) {
        await repo.append(tx, {
          companyId,
          kind: 'expiry',
          idempotencyKey: `expiry:${sub.id}`,
          planDeltaPaise: -wallet.planPaise,
          subscriptionId: sub.id,
        });
        wallet = { ...wallet, planPaise: 0 };
      }
    }
    return wallet;
  },

  /** Adds plan credits (a plan bought) or wallet credits (a wallet purchase); once per key. */
  async grant(
    tx: DbOrTx,
    input: {
      companyId: string;
      key: string;
      kind: 'plan_grant' | 'purchase';
      planPaise?: number;
      walletPaise?: number;
      paymentId?: string | null;
      subscriptionId?: string | null;
      at: Date;
      /** The payment as it was, for the company's payment history. */
      purchase?: { transactionId: string; gateway: string; paidTotalPaise: number };
    },
  ): Promise<CompanyCreditEntryRow> {
    await credits.lock(tx, input.companyId, input.at);
    const existing = await repo.entryByKey(tx, input.companyId, input.key);
    if (existing) return existing;
    return repo.append(tx, {
      companyId: input.companyId,
      kind: input.kind,
      idempotencyKey: input.key,
      planDeltaPaise: input.planPaise ?? 0,
      walletDeltaPaise: input.walletPaise ?? 0,
      paymentId: input.paymentId ?? null,
      subscriptionId: input.subscriptionId ?? null,
      transactionId: input.purchase?.transactionId ?? null,
      gateway: input.purchase?.gateway ?? null,
      paidTotalPaise: input.purchase?.paidTotalPaise ?? null,
    });
  },

  /**
   * Debits a session (plan credits first). Asked again for the same appointment it answers the
   * first entry (a retry). 402 when the balance cannot cover it.
   */
  async debitBooking(
    tx: DbOrTx,
    input: {
      companyId: string;
      patientId: string;
      appointmentId: string;
      amountPaise: number;
      entryId: string;
      at: Date;
    },
  ): Promise<CompanyCreditEntryRow> {
    const key = `booking:${input.appointmentId}`;
    const wallet = await credits.lock(tx, input.companyId, input.at);
    const existing = await repo.entryByKey(tx, input.companyId, key);
    if (existing) return existing;
    if (wallet.planPaise + wallet.walletPaise < input.amountPaise) throw noCredits();
    const fromPlan = Math.min(wallet.planPaise, input.amountPaise);
    try {
      return await repo.append(tx, {
        id: input.entryId,
        companyId: input.companyId,
        kind: 'booking',
        idempotencyKey: key,
        planDeltaPaise: -fromPlan,
        walletDeltaPaise: -(input.amountPaise - fromPlan),
        appointmentId: input.appointmentId,
        patientId: input.patientId,
      });
    } catch (err) {
      if (sqlState(err) === CHECK_VIOLATION) throw noCredits();
      throw err;
    }
  },

  /**
   * Gives a cancelled session's credits back (in the cancellation's transaction), once. The plan
   * part goes back to the plan; if that plan has lapsed meanwhile it expires again at once.
   */
  async refundBooking(tx: DbOrTx, appointmentId: string, at: Date): Promise<CompanyCreditEntryRow | null> {
    const debit = await repo.bookingOf(tx, appointmentId);
    if (!debit) return null;
    await credits.lock(tx, debit.companyId, at);
    const key = `refund:${appointmentId}`;
    const existing = await repo.entryByKey(tx, debit.companyId, key);
    if (existing) return existing;
    const refund = await repo.append(tx, {
      companyId: debit.companyId,
      kind: 'refund',
      idempotencyKey: key,
      planDeltaPaise: -debit.planDeltaPaise,
      walletDeltaPaise: -debit.walletDeltaPaise,
      appointmentId,
      patientId: debit.patientId,
    });
    if (debit.planDeltaPaise < 0 && !(await plans.live(tx, debit.companyId, at))) {
      await repo.append(tx, {
        companyId: debit.companyId,
        kind: 'expiry',
        idempotencyKey: `expiry:refund:${appointmentId}`,
        planDeltaPaise: debit.planDeltaPaise,
        appointmentId,
      });
    }
    return refund;
  },

  /** Expires the plan credits of every lapsed plan (the job; reads expire lazily too). */
  async expireLapsed(db: { transaction: DbOrTx['transaction'] }, at: Date): Promise<number> {
    const lapsed = await plans.lapsed(db as DbOrTx, at);
    let n = 0;
    for (const sub of lapsed) {
      await db.transaction(async (tx) => {
        const before = await repo.entryByKey(tx, sub.companyId, `expiry:${sub.id}`);
        await credits.lock(tx, sub.companyId, at);
        if (!before && (await repo.entryByKey(tx, sub.companyId, `expiry:${sub.id}`))) n++;
      });
    }
    return n;
  },
};
