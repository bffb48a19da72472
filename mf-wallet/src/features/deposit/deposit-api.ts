import {
  type createSignalCode,
  type getCustomerInfo,
  type paymentPay,
  type paymentTypes,
  type querySiteDepositRewardConfigList,
  type RequestOf,
  type ResponseOf,
} from 'shared/contract';

export type PaymentTypesAnswer = ResponseOf<typeof paymentTypes>;
export type CustomerInfo = ResponseOf<typeof getCustomerInfo>;
export type SignalCode = ResponseOf<typeof createSignalCode>;
export type PayRequest = RequestOf<typeof paymentPay>;
export type DepositRewards = ResponseOf<typeof querySiteDepositRewardConfigList>;
