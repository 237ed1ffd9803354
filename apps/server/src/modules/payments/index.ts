/**
 * The payments feature's public face for other features: the one pricing rule (fee, platform share,
 * GST and coupon discount in integer paise), which booking, packages and coupons price with, and the
 * test gateway's outcome player, which the company checkout's test page shares with the patient's.
 */
export { computeAmounts, type PricingSettings, priceDetailsOf } from './pricing';
export { playTestOutcome } from './test-checkout';
