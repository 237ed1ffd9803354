export * from './api/admin-coupons';
export { CouponField, type CouponFieldProps } from './components/coupon-field';
