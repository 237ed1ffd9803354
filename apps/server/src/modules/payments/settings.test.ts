import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const dir = () => mkdtempSync(path.join(tmpdir(), 'sahaj-pay-'));
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  ENCRYPTION_KEY: '0'.repeat(64),
  DATABASE_URL: 'postgres://u@localhost/db',
  PUBLIC_URL: 'https://sahaj.example',
  ALTCHA_HMAC_KEY: 'k'.repeat(40),
};
const stripeKeys = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' };

describe('payment settings', () => {
  it('development offers the test gateway by default, with GST 18 % and a 2 % processing fee', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.payments).toMatchObject({ gateways: ['test'], gstPercent: 18, processingFeePercent: 2 });
    expect(c.payments.testWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a gateway whose keys are all set is offered first; rates are settings', () => {
    const c = loadConfig({
      DATA_DIR: dir(),
      ...stripeKeys,
      PAYMENT_GST_PERCENT: '5',
      PAYMENT_PROCESSING_FEE_PERCENT: '0',
    });
    expect(c.payments.gateways).toEqual(['stripe', 'test']);
    expect(c.payments).toMatchObject({ gstPercent: 5, processingFeePercent: 0 });
  });

  it('production refuses the test gateway and has none by default', () => {
    expect(loadConfig({ ...production, DATA_DIR: dir() }).payments.gateways).toEqual([]);
    expect(() => loadConfig({ ...production, DATA_DIR: dir(), PAYMENT_GATEWAYS: 'test' })).toThrow(
      /test gateway is refused/,
    );
  });

  it('a configured gateway with a missing key stops start-up naming the variable', () => {
    expect(() =>
      loadConfig({
        ...production,
        DATA_DIR: dir(),
        PAYMENT_GATEWAYS: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp',
        RAZORPAY_KEY_SECRET: 's',
      }),
    ).toThrow('Missing setting RAZORPAY_WEBHOOK_SECRET');
    expect(() => loadConfig({ ...production, DATA_DIR: dir(), STRIPE_SECRET_KEY: 'sk' })).toThrow(
      'Missing setting STRIPE_PUBLISHABLE_KEY',
    );
    expect(() => loadConfig({ DATA_DIR: dir(), PAYMENT_GATEWAYS: 'paypal' })).toThrow(/unknown gateway 'paypal'/);
    expect(loadConfig({ ...production, DATA_DIR: dir(), ...stripeKeys }).payments.gateways).toEqual(['stripe']);
  });
});
