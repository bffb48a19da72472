import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_chat',
  title: '在线客服',
  devPort: 8087,
  exposes: {
    './CustomerServiceEntry': './src/exposes/CustomerServiceEntry.tsx',
    './MatchChat': './src/exposes/MatchChat.tsx',
  },
});
