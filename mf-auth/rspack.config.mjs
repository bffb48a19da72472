import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_auth',
  title: '登录注册',
  devPort: 8081,
  exposes: { './AuthDialog': './src/exposes/AuthDialog.tsx' },
});
