import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_wallet',
  title: '钱包',
  devPort: 8084,
  exposes: {
    './TakeMoneyPage': './src/exposes/TakeMoneyPage.tsx',
    './AddBankCardPage': './src/exposes/AddBankCardPage.tsx',
    './VirtualCoinCardPage': './src/exposes/VirtualCoinCardPage.tsx',
    './AlipayManagePage': './src/exposes/AlipayManagePage.tsx',
    './AccountManagePage': './src/exposes/AccountManagePage.tsx',
    './TransferMoneyPage': './src/exposes/TransferMoneyPage.tsx',
    './WalletPage': './src/exposes/WalletPage.tsx',
    './TransRecordPage': './src/exposes/TransRecordPage.tsx',
    './ExchangePage': './src/exposes/ExchangePage.tsx',
    './SaveMoneyPage': './src/exposes/SaveMoneyPage.tsx',
    './HuioneWaitPage': './src/exposes/HuioneWaitPage.tsx',
    './XnbskWaitPage': './src/exposes/XnbskWaitPage.tsx',
  },
});
