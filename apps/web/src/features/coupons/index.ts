export { CouponField, type CouponFieldProps } from './components/coupon-field';
