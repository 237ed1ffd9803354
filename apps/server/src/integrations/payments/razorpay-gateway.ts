import Razorpay from 'razorpay';
import { header, hmacHex, sameHex } from './signing';
import {
  type CreatedOrder,
  type GatewayEvent,
  type GatewayPaymentState,
  type PaymentGatewayAdapter,
  type RefundAnswer,
  WebhookRejected,
} from './types';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API base (tests: a local server answering in Razorpay's shape). */
  apiUrl?: string;
}

/**
 * Razorpay retries a webhook for up to 24 hours with the event's original created_at, so an event
 * older than this is refused as stale; repeats inside it are caught by the event id.
 */
export const RAZORPAY_EVENT_MAX_AGE_SECONDS = 24 * 60 * 60;

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The checkout's payment signature: HMAC-SHA256(order_id|payment_id) with the key secret. */
export function razorpayPaymentSignatureValid(
  keySecret: string,
  p: { orderId: string; paymentId: string; signature: string },
): boolean {
  return sameHex(p.signature, hmacHex(keySecret, `${p.orderId}|${p.paymentId}`));
}

export interface RazorpayAdapter extends PaymentGatewayAdapter {
  paymentSignatureValid(p: { orderId: string; paymentId: string; signature: string }): boolean;
  /** The captured amount of one payment of an order, to check before confirming a checkout handler. */
  paymentOf(paymentId: string): Promise<{ orderId: string | null; status: string; amountPaise: number | null }>;
}

/**
 * Razorpay through the official `razorpay` SDK: an order per payment (receipt = our transactionId),
 * the checkout handler's signature checked on the server, webhooks verified over the raw body with
 * the webhook secret (x-razorpay-signature), event ids (x-razorpay-event-id) deduplicated by the service.
 */
export function razorpayGateway(s: RazorpaySettings, now: () => Date = () => new Date()): RazorpayAdapter {
  const rp = new Razorpay({ key_id: s.keyId, key_secret: s.keySecret });
  // The SDK's API base is fixed; its axios client takes another (the local server of the tests).
  if (s.apiUrl)
    (rp as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = s.apiUrl;

  return {
    name: 'razorpay',

    async createOrder(input): Promise<CreatedOrder> {
      const order = (await rp.orders.create({
        amount: input.amountPaise,
        currency: input.currency,
        receipt: input.transactionId.slice(0, 40),
        notes: { transactionId: input.transactionId, paymentId: input.paymentId },
      })) as unknown as Obj;
      return { orderId: str(order.id), intentId: null, sessionId: null, clientSecret: null, checkoutUrl: null };
    },

    async resumeOrder(ref): Promise<CreatedOrder> {
      // A Razorpay order carries no secret: the checkout opens again with its id.
      return { orderId: ref.orderId, intentId: null, sessionId: null, clientSecret: null, checkoutUrl: null };
    },

    async fetchState(ref): Promise<GatewayPaymentState> {
      if (!ref.orderId) return { state: 'pending' };
      const list = (await rp.orders.fetchPayments(ref.orderId)) as unknown as { items?: Obj[] };
      const items = list.items ?? [];
      const captured = items.find((p) => p.status === 'captured');
      if (captured) return { state: 'paid', gatewayPaymentId: str(captured.id), amountPaise: num(captured.amount) };
      // A failed attempt may be followed by another on the same order: still open until it expires.
      return { state: 'pending' };
    },

    paymentSignatureValid: (p) => razorpayPaymentSignatureValid(s.keySecret, p),

    async paymentOf(paymentId) {
      const p = (await rp.payments.fetch(paymentId)) as unknown as Obj;
      return { orderId: str(p.order_id), status: str(p.status) ?? '', amountPaise: num(p.amount) };
    },

    parseWebhook(rawBody, headers): GatewayEvent {
      const sig = header(headers, 'x-razorpay-signature');
      if (!sig || !sameHex(sig, hmacHex(s.webhookSecret, rawBody))) {
        throw new WebhookRejected('Bad signature', 'BAD_SIGNATURE');
      }
      let event: { event?: string; created_at?: number; payload?: Obj };
      try {
        event = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('Not JSON', 'BAD_EVENT');
      }
      const created = typeof event.created_at === 'number' ? event.created_at : null;
      if (created === null || now().getTime() / 1000 - created > RAZORPAY_EVENT_MAX_AGE_SECONDS) {
        throw new WebhookRejected('Stale event', 'STALE_EVENT');
      }
      const type = event.event ?? 'unknown';
      const eventId =
        header(headers, 'x-razorpay-event-id') ?? `${type}:${created}:${hmacHex('id', rawBody).slice(0, 24)}`;
      const payment = ((event.payload?.payment as Obj | undefined)?.entity ?? {}) as Obj;
      const refund = ((event.payload?.refund as Obj | undefined)?.entity ?? {}) as Obj;
      const notes = (payment.notes ?? {}) as Obj;
      const base = {
        eventId,
        type,
        payload: event,
        transactionId: str(notes.transactionId),
        orderId: str(payment.order_id),
      };
      switch (type) {
        case 'payment.captured':
        case 'order.paid':
          return { ...base, outcome: 'paid', gatewayPaymentId: str(payment.id), amountPaise: num(payment.amount) };
        case 'payment.failed':
          // Razorpay lets the payer try again on the same order: a failure is recorded, a later capture still confirms.
          return { ...base, outcome: 'failed', failureReason: str(payment.error_description) ?? 'Payment failed' };
        case 'refund.processed':
        case 'refund.failed':
          return {
            ...base,
            outcome: 'refund',
            refund: {
              gatewayRefundId: str(refund.id) ?? '',
              state: type === 'refund.processed' ? 'succeeded' : 'failed',
              refundId: str(((refund.notes ?? {}) as Obj).refundId),
            },
          };
        default:
          return { ...base, outcome: 'ignored' };
      }
    },

    async refund(input) {
      const r = (await rp.payments.refund(input.gatewayPaymentId, {
        amount: input.amountPaise,
        receipt: input.refundId.slice(0, 40),
        notes: { refundId: input.refundId },
      })) as unknown as Obj;
      return razorpayRefundAnswer(r);
    },

    async refundState(input) {
      if (input.gatewayRefundId) {
        return razorpayRefundAnswer(
          (await rp.payments.fetchRefund(input.gatewayPaymentId, input.gatewayRefundId)) as unknown as Obj,
        );
      }
      const list = (await rp.payments.fetchMultipleRefund(input.gatewayPaymentId, { count: 100 })) as unknown as {
        items?: Obj[];
      };
      const found = (list.items ?? []).find((x) => ((x.notes ?? {}) as Obj).refundId === input.refundId);
      return found ? razorpayRefundAnswer(found) : null;
    },
  };
}

/** A Razorpay refund entity in our words: 'processed' is done, 'failed' refused, anything else pending. */
function razorpayRefundAnswer(r: Obj): RefundAnswer {
  const status = str(r.status);
  return {
    gatewayRefundId: str(r.id) ?? '',
    state: status === 'processed' ? 'succeeded' : status === 'failed' ? 'failed' : 'pending',
  };
}
