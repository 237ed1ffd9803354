import type { DbOrTx } from '../../db/client';
import type { PaymentPurpose, PaymentRow } from '../../db/schema/index';

/**
 * What another feature does when a payment of its purpose succeeds (a company's plan or wallet
 * credits). `onPaid` is called exactly once per payment, inside the transaction whose conditional
 * UPDATE … WHERE status IN ('created','failed') RETURNING moved it to 'paid' — the same transaction
 * that writes the payment's ledger entry — so the purchase and the money record commit together or
 * not at all. Throwing rolls the confirmation back (the gateway's retry or the reconcile job asks
 * again). Answer `{ delivered: false }` when the purchase can no longer be delivered (the plan was
 * withdrawn): the payment is then refunded in full after the commit and no ledger entry is kept.
 */
export interface PurposeFulfilment {
  onPaid(tx: DbOrTx, payment: PaymentRow): Promise<{ delivered: boolean } | undefined>;
}

/** Purposes the payment core fulfils itself: a session books its hold (booking.confirm), a package is the packages feature's hook. */
const BUILT_IN: readonly PaymentPurpose[] = ['session', 'package'];

/**
 * The purpose → fulfilment registry. Each purpose has one handler, registered once at start-up
 * (src/services.ts); a second registration is a programming error and throws, so two features can
 * never both think they deliver the same purchase.
 */
export function fulfilmentRegistry() {
  const handlers = new Map<PaymentPurpose, PurposeFulfilment>();
  return {
    register(purpose: PaymentPurpose, handler: PurposeFulfilment): void {
      if (BUILT_IN.includes(purpose)) throw new Error(`payments fulfil '${purpose}' themselves`);
      if (handlers.has(purpose)) throw new Error(`a fulfilment for '${purpose}' is already registered`);
      handlers.set(purpose, handler);
    },
    /** The handler of a purpose; a paid payment whose purpose has none cannot be confirmed (it stays open, never lost). */
    of(purpose: PaymentPurpose): PurposeFulfilment {
      const h = handlers.get(purpose);
      if (!h) throw new Error(`no fulfilment registered for payments of purpose '${purpose}'`);
      return h;
    },
    has: (purpose: PaymentPurpose) => handlers.has(purpose),
  };
}
export type FulfilmentRegistry = ReturnType<typeof fulfilmentRegistry>;
