import { api } from 'shared/api';
import {
  closeDepositOrder,
  type createSignalCode,
  type getCustomerInfo,
  paymentPay,
  type paymentTypes,
  type querySiteDepositRewardConfigList,
  type DepositOrder,
  type RequestOf,
  type ResponseOf,
} from 'shared/contract';

export type PaymentTypesAnswer = ResponseOf<typeof paymentTypes>;
export type CustomerInfo = ResponseOf<typeof getCustomerInfo>;
export type SignalCode = ResponseOf<typeof createSignalCode>;
export type PayRequest = RequestOf<typeof paymentPay>;
export type DepositRewards = ResponseOf<typeof querySiteDepositRewardConfigList>;

/** payment/pay: a money call, sent with the caller's request id (kept for a retry after a lost answer). */
export const payDeposit = (request: PayRequest, requestId: string): Promise<DepositOrder> =>
  api.request(paymentPay, request, { requestId });

export const closeOrder = (orderNo: string, requestId: string): Promise<DepositOrder> =>
  api.request(closeDepositOrder, { orderNo }, { requestId });
