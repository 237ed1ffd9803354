import Stripe from 'stripe';
import {
  type CreatedOrder,
  type GatewayEvent,
  type GatewayPaymentState,
  type PaymentGatewayAdapter,
  type RefundAnswer,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRejected,
} from './types';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (tests: a local server answering in Stripe's shape), e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

type Obj = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const idOf = (v: unknown) => (typeof v === 'string' ? v : v && typeof v === 'object' ? str((v as Obj).id) : null);
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/**
 * Stripe through the official `stripe` SDK: a Checkout Session (configure-payment answers its id for
 * the redirect) or a PaymentIntent (createpaymentintent answers its client secret). Our transactionId
 * rides in metadata (and client_reference_id) so every event finds its payment. Webhooks are checked
 * with the endpoint secret and a 300 s tolerance (`stripe.webhooks.constructEvent`).
 */
export function stripeGateway(s: StripeSettings): PaymentGatewayAdapter {
  const url = s.apiUrl ? new URL(s.apiUrl) : null;
  const stripe = new Stripe(s.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  function intentState(pi: Obj): GatewayPaymentState {
    const status = str(pi.status);
    if (status === 'succeeded') {
      return { state: 'paid', gatewayPaymentId: str(pi.id), amountPaise: num(pi.amount_received) ?? num(pi.amount) };
    }
    if (status === 'canceled') return { state: 'failed', failureReason: 'Cancelled' };
    return { state: 'pending' };
  }

  return {
    name: 'stripe',

    async createOrder(input): Promise<CreatedOrder> {
      const metadata = { transactionId: input.transactionId, paymentId: input.paymentId };
      if (input.mode === 'intent') {
        const pi = await stripe.paymentIntents.create(
          {
            amount: input.amountPaise,
            currency: input.currency.toLowerCase(),
            description: input.description,
            metadata,
            automatic_payment_methods: { enabled: true },
            ...(input.customer.email ? { receipt_email: input.customer.email } : {}),
          },
          { idempotencyKey: `pi-${input.paymentId}` },
        );
        return {
          orderId: null,
          intentId: pi.id,
          sessionId: null,
          clientSecret: pi.client_secret ?? null,
          checkoutUrl: null,
        };
      }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountPaise,
                product_data: { name: input.description },
              },
            },
          ],
          client_reference_id: input.transactionId,
          metadata,
          payment_intent_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          ...(input.customer.email ? { customer_email: input.customer.email } : {}),
        },
        { idempotencyKey: `cs-${input.paymentId}` },
      );
      return {
        orderId: session.id,
        intentId: null,
        sessionId: session.id,
        clientSecret: null,
        checkoutUrl: session.url ?? null,
      };
    },

    async resumeOrder(ref): Promise<CreatedOrder> {
      if (ref.intentId) {
        const pi = await stripe.paymentIntents.retrieve(ref.intentId);
        return {
          orderId: null,
          intentId: pi.id,
          sessionId: null,
          clientSecret: pi.client_secret ?? null,
          checkoutUrl: null,
        };
      }
      if (!ref.orderId) throw new Error('no Stripe order to resume');
      const session = await stripe.checkout.sessions.retrieve(ref.orderId);
      return {
        orderId: session.id,
        intentId: null,
        sessionId: session.id,
        clientSecret: null,
        checkoutUrl: session.url ?? null,
      };
    },

    async fetchState(ref): Promise<GatewayPaymentState> {
      if (ref.intentId) return intentState((await stripe.paymentIntents.retrieve(ref.intentId)) as unknown as Obj);
      if (!ref.orderId) return { state: 'pending' };
      const cs = (await stripe.checkout.sessions.retrieve(ref.orderId)) as unknown as Obj;
      if (cs.payment_status === 'paid') {
        return { state: 'paid', gatewayPaymentId: idOf(cs.payment_intent), amountPaise: num(cs.amount_total) };
      }
      if (cs.status === 'expired') return { state: 'failed', failureReason: 'Checkout expired' };
      return { state: 'pending' };
    },

    parseWebhook(rawBody, headers): GatewayEvent {
      const sig = headers['stripe-signature'];
      if (!sig) throw new WebhookRejected('Missing signature', 'BAD_SIGNATURE');
      let event: { id: string; type: string; data: { object: Obj } };
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          sig,
          s.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        ) as unknown as typeof event;
      } catch (err) {
        const message = err instanceof Error ? err.message : '';
        throw new WebhookRejected(message, /tolerance|timestamp/i.test(message) ? 'STALE_EVENT' : 'BAD_SIGNATURE');
      }
      const o = event.data?.object ?? {};
      const meta = (o.metadata ?? {}) as Obj;
      const base = { eventId: event.id, type: event.type, payload: event, transactionId: str(meta.transactionId) };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          if (o.payment_status !== 'paid') return { ...base, outcome: 'ignored' };
          return {
            ...base,
            outcome: 'paid',
            transactionId: base.transactionId ?? str(o.client_reference_id),
            orderId: str(o.id),
            gatewayPaymentId: idOf(o.payment_intent),
            amountPaise: num(o.amount_total),
          };
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return {
            ...base,
            outcome: 'failed',
            transactionId: base.transactionId ?? str(o.client_reference_id),
            orderId: str(o.id),
            failureReason: event.type === 'checkout.session.expired' ? 'Checkout expired' : 'Payment failed',
          };
        case 'payment_intent.succeeded':
          return {
            ...base,
            outcome: 'paid',
            intentId: str(o.id),
            gatewayPaymentId: str(o.id),
            amountPaise: num(o.amount_received) ?? num(o.amount),
          };
        case 'payment_intent.payment_failed':
          return {
            ...base,
            outcome: 'failed',
            intentId: str(o.id),
            failureReason: str((o.last_payment_error as Obj | undefined)?.message) ?? 'Payment failed',
          };
        case 'refund.updated':
        case 'refund.failed': {
          return {
            ...base,
            outcome: 'refund',
            refund: {
              gatewayRefundId: str(o.id)!,
              state: stripeRefundState(str(o.status) ?? null),
              refundId: str((o.metadata as Obj | undefined)?.refundId),
            },
          };
        }
        default:
          return { ...base, outcome: 'ignored' };
      }
    },

    async refund(input) {
      const r = await stripe.refunds.create(
        { payment_intent: input.gatewayPaymentId, amount: input.amountPaise, metadata: { refundId: input.refundId } },
        { idempotencyKey: `re-${input.refundId}` },
      );
      return { gatewayRefundId: r.id, state: stripeRefundState(r.status) };
    },

    async refundState(input) {
      const r = input.gatewayRefundId
        ? await stripe.refunds.retrieve(input.gatewayRefundId)
        : (await stripe.refunds.list({ payment_intent: input.gatewayPaymentId, limit: 100 })).data.find(
            (x) => x.metadata?.refundId === input.refundId,
          );
      return r ? { gatewayRefundId: r.id, state: stripeRefundState(r.status) } : null;
    },
  };
}

/** Stripe's refund status in our three words ('requires_action' and 'pending' are still pending). */
function stripeRefundState(status: string | null): RefundAnswer['state'] {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
}
