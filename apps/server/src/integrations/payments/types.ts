/**
 * One interface for every payment gateway (issue 12): our test gateway (development and tests),
 * Stripe (the `stripe` SDK) and Razorpay (the `razorpay` SDK). The payments service never talks to a
 * provider except through this. Amounts are integer paise (minor units).
 */
export type GatewayName = 'test' | 'stripe' | 'razorpay';

export interface CreateOrderInput {
  /** Our transactionId; gateways carry it back (Stripe metadata / client_reference_id, Razorpay receipt + notes). */
  transactionId: string;
  paymentId: string;
  amountPaise: number;
  currency: string;
  description: string;
  customer: { name: string; email: string | null; phone: string | null };
  /** Where the provider's hosted checkout returns the browser. */
  successUrl: string;
  cancelUrl: string;
  /** 'checkout': a hosted checkout (Stripe Checkout Session, test page); 'intent': a Stripe PaymentIntent; 'order': a Razorpay order. */
  mode: 'checkout' | 'intent' | 'order';
}

export interface CreatedOrder {
  /** Razorpay order id, Stripe Checkout Session id, test order id. */
  orderId: string | null;
  /** Stripe PaymentIntent id (mode 'intent'). */
  intentId: string | null;
  /** Stripe Checkout Session id (mode 'checkout'). */
  sessionId: string | null;
  clientSecret: string | null;
  /** A page to send the browser to (Stripe Checkout, our test checkout). */
  checkoutUrl: string | null;
}

/** What the gateway says about one payment when asked (a verify call). */
export interface GatewayPaymentState {
  state: 'paid' | 'failed' | 'pending';
  gatewayPaymentId?: string | null;
  /** What was actually captured, to check against our total. */
  amountPaise?: number | null;
  failureReason?: string | null;
}

/** A verified webhook, reduced to what the payments service needs. */
export interface GatewayEvent {
  /** The provider's event id: stored once in payment_events, repeats are ignored. */
  eventId: string;
  type: string;
  /** 'paid' / 'failed' act on the payment; 'refund' updates a refund; 'ignored' is stored and dropped. */
  outcome: 'paid' | 'failed' | 'refund' | 'ignored';
  /** Any of these finds our payment. */
  transactionId?: string | null;
  orderId?: string | null;
  intentId?: string | null;
  gatewayPaymentId?: string | null;
  amountPaise?: number | null;
  failureReason?: string | null;
  /** refundId: ours, from the refund's metadata / notes, for an event that comes before the gateway's answer. */
  refund?: { gatewayRefundId: string; state: 'succeeded' | 'failed' | 'pending'; refundId?: string | null } | null;
  payload: unknown;
}

export interface RefundInput {
  gatewayPaymentId: string;
  amountPaise: number;
  /** Our refunds.id: sent as the idempotency key / receipt so a retry never refunds twice. */
  refundId: string;
  reason: string;
}

/** A gateway's word on one refund. */
export interface RefundAnswer {
  gatewayRefundId: string;
  state: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentGatewayAdapter {
  readonly name: GatewayName;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /**
   * The checkout of an order made before (a repeated configure call while its payment is open): the
   * same ids, and what the browser needs again (Stripe's client secret or Checkout URL, read back
   * from Stripe rather than stored by us).
   */
  resumeOrder(ref: {
    orderId: string | null;
    intentId: string | null;
    transactionId: string;
    mode: CreateOrderInput['mode'];
  }): Promise<CreatedOrder>;
  /** The provider's view of a payment we created (by its order / session / intent id). */
  fetchState(ref: {
    orderId: string | null;
    intentId: string | null;
    gatewayPaymentId: string | null;
  }): Promise<GatewayPaymentState>;
  /** Checks the signature over the raw body (and its age); throws WebhookRejected when it does not hold. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent;
  refund(input: RefundInput): Promise<RefundAnswer>;
  /**
   * What the gateway knows of one of our refunds: by its id there, else found by our refund id in its
   * metadata / notes. null when the gateway never made it (we stopped before asking).
   */
  refundState(input: {
    gatewayPaymentId: string;
    refundId: string;
    gatewayRefundId: string | null;
  }): Promise<RefundAnswer | null>;
}

/** A webhook whose signature, age or shape is not right: answered 400 and never processed. */
export class WebhookRejected extends Error {
  constructor(
    message: string,
    readonly code: 'BAD_SIGNATURE' | 'STALE_EVENT' | 'BAD_EVENT',
  ) {
    super(message);
  }
}

/** Seconds a signed webhook stays acceptable (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
