export { createPaymentCashier } from './payment-cashier';
