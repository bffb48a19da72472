import { federatedApp } from 'shared/build';

// A plain app outside the federation: the player site never loads it, and it loads no remote.
export default federatedApp({
  dir: import.meta.dirname,
  kind: 'app',
  name: 'console',
  title: '运营后台',
  devPort: 8088,
});
