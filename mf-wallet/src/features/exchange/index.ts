// The exchange feature's public surface: other features and the exposes import it only from here.
export { ExchangePage } from './ExchangePage';
export { UsdtExchangeForm } from './UsdtExchangeForm';
export { formatUsdt } from './exchange-amount';
export type { TransferRates } from './exchange-amount';
export { useTransferRate } from './use-transfer-rate';
