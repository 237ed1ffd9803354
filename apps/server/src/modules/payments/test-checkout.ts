import type { FastifyBaseLogger } from 'fastify';
import type { TestGateway } from '../../integrations/payments/test-gateway';

/** How long the test gateway's "Delayed success" waits before its webhook (the browser returns first). */
export const TEST_DELAY_MS = 10_000;

export type TestOutcome = 'success' | 'failure' | 'delayed';

/** Posts a signed event to our own webhook, as a gateway would; answers the HTTP status it got. */
export type DeliverEvent = (body: string, headers: Record<string, string>) => Promise<number>;

/**
 * The payer's choice on the TEST MODE page, played out the way a real gateway would: the "bank"
 * decides (so a verify call can ask it), then the signed webhook is posted. A delayed success
 * answers at once and decides and posts TEST_DELAY_MS later, signed at delivery time as a gateway
 * signs each attempt. Returns the webhook's status, or 'pending' for a delayed success.
 */
export async function playTestOutcome(opts: {
  gateway: TestGateway;
  payment: { id: string; transactionId: string; gatewayOrderId: string; totalPaise: number };
  outcome: TestOutcome;
  deliver: DeliverEvent;
  log: FastifyBaseLogger;
  delayMs?: number;
}): Promise<number | 'pending'> {
  const { gateway: gw, payment: p, outcome } = opts;
  const success = outcome !== 'failure';
  const gatewayPaymentId = `tpay_${p.id.replaceAll('-', '')}`;
  const decide = () =>
    gw.record(
      p.gatewayOrderId,
      success
        ? { state: 'paid', gatewayPaymentId, amountPaise: p.totalPaise }
        : { state: 'failed', failureReason: 'Declined (test gateway)' },
    );
  const signed = gw.signedEvent({
    type: success ? 'payment.succeeded' : 'payment.failed',
    data: {
      transactionId: p.transactionId,
      orderId: p.gatewayOrderId,
      paymentId: success ? gatewayPaymentId : undefined,
      amountPaise: p.totalPaise,
      failureReason: success ? undefined : 'Declined (test gateway)',
    },
  });
  if (outcome === 'delayed') {
    setTimeout(() => {
      decide();
      const again = gw.signedEvent({ ...signed.event });
      opts
        .deliver(again.body, again.headers)
        .catch((err: unknown) => opts.log.error({ err }, 'delayed test webhook failed'));
    }, opts.delayMs ?? TEST_DELAY_MS).unref();
    return 'pending';
  }
  decide();
  return opts.deliver(signed.body, signed.headers);
}
