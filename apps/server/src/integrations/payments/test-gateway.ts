import { randomBytes } from 'node:crypto';
import { header, hmacHex, sameHex } from './signing';
import {
  type CreatedOrder,
  type CreateOrderInput,
  type GatewayEvent,
  type GatewayPaymentState,
  type PaymentGatewayAdapter,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRejected,
} from './types';

/**
 * Our own test gateway (development and tests; refused in production by config.ts). Its checkout is
 * a page of our web app plainly labelled TEST MODE where the payer picks Success, Failure or Delayed
 * success; the server then posts a signed event to its own webhook endpoint, exactly as a real
 * gateway does: header `x-sahaj-test-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`
 * with PAYMENT_TEST_WEBHOOK_SECRET, refused when older than 300 s.
 */
export const TEST_SIGNATURE_HEADER = 'x-sahaj-test-signature';

export interface TestGatewayEventBody {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'refund.succeeded';
  created: number;
  data: {
    transactionId: string;
    orderId: string;
    paymentId?: string;
    amountPaise: number;
    failureReason?: string;
    refundId?: string;
  };
}

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface TestGateway extends PaymentGatewayAdapter {
  /** The signed webhook the payer's choice produces: body and headers to POST to /payment/webhook/test. */
  signedEvent(
    event: Omit<TestGatewayEventBody, 'id' | 'created'> & { id?: string },
    at?: Date,
  ): {
    body: string;
    headers: Record<string, string>;
    event: TestGatewayEventBody;
  };
  /** Remembers what the payer chose, so a verify call can ask the "gateway" (this process only). */
  record(orderId: string, state: GatewayPaymentState): void;
}

export function testGateway(opts: { secret: string; now?: () => Date }): TestGateway {
  const now = opts.now ?? (() => new Date());
  const states = new Map<string, GatewayPaymentState>();

  function sign(body: string, at: Date) {
    const t = Math.floor(at.getTime() / 1000);
    return `t=${t},v1=${hmacHex(opts.secret, `${t}.${body}`)}`;
  }

  return {
    name: 'test',

    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      const orderId = rid('tord');
      return {
        orderId,
        intentId: null,
        sessionId: null,
        clientSecret: null,
        checkoutUrl: `/user/base/home/test-checkout/${input.transactionId}`,
      };
    },

    async resumeOrder(ref): Promise<CreatedOrder> {
      return {
        orderId: ref.orderId,
        intentId: null,
        sessionId: null,
        clientSecret: null,
        checkoutUrl: `/user/base/home/test-checkout/${ref.transactionId}`,
      };
    },

    async fetchState(ref): Promise<GatewayPaymentState> {
      return (ref.orderId && states.get(ref.orderId)) || { state: 'pending' };
    },

    record(orderId, state) {
      states.set(orderId, state);
      if (states.size > 10_000) states.delete(states.keys().next().value!);
    },

    signedEvent(e, at = now()) {
      const event: TestGatewayEventBody = {
        id: e.id ?? rid('tevt'),
        type: e.type,
        created: Math.floor(at.getTime() / 1000),
        data: e.data,
      };
      const body = JSON.stringify(event);
      return { body, event, headers: { 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: sign(body, at) } };
    },

    parseWebhook(rawBody, headers): GatewayEvent {
      const sig = header(headers, TEST_SIGNATURE_HEADER);
      const parts = Object.fromEntries((sig ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]));
      const t = Number(parts.t);
      if (!sig || !Number.isInteger(t) || !parts.v1) throw new WebhookRejected('Missing signature', 'BAD_SIGNATURE');
      if (!sameHex(parts.v1, hmacHex(opts.secret, `${t}.${rawBody.toString('utf8')}`))) {
        throw new WebhookRejected('Bad signature', 'BAD_SIGNATURE');
      }
      if (Math.abs(now().getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new WebhookRejected('Stale event', 'STALE_EVENT');
      }
      let event: TestGatewayEventBody;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as TestGatewayEventBody;
      } catch {
        throw new WebhookRejected('Not JSON', 'BAD_EVENT');
      }
      if (typeof event?.id !== 'string' || typeof event.data?.transactionId !== 'string') {
        throw new WebhookRejected('Not an event', 'BAD_EVENT');
      }
      const base = {
        eventId: event.id,
        type: event.type,
        transactionId: event.data.transactionId,
        orderId: event.data.orderId,
        gatewayPaymentId: event.data.paymentId ?? null,
        amountPaise: event.data.amountPaise,
        payload: event,
      };
      switch (event.type) {
        case 'payment.succeeded':
          return { ...base, outcome: 'paid' };
        case 'payment.failed':
          return { ...base, outcome: 'failed', failureReason: event.data.failureReason ?? 'Declined (test gateway)' };
        case 'refund.succeeded':
          return {
            ...base,
            outcome: 'refund',
            refund: event.data.refundId ? { gatewayRefundId: event.data.refundId, state: 'succeeded' } : null,
          };
        default:
          return { ...base, outcome: 'ignored' };
      }
    },

    async refund(input) {
      return { gatewayRefundId: `tref_${input.refundId.replaceAll('-', '')}`, state: 'succeeded' };
    },

    // Our stand-in keeps no state: a refund it answered was made at once (its id is known to us);
    // one it never answered was never made, and asking again makes it (the id is derived, so once).
    async refundState(input) {
      return input.gatewayRefundId ? { gatewayRefundId: input.gatewayRefundId, state: 'succeeded' } : null;
    },
  };
}
