import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_wallet',
  title: '钱包',
  devPort: 8084,
  exposes: { './BalanceWidget': './src/exposes/BalanceWidget.tsx' },
});
