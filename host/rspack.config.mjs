import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'host',
  name: 'host',
  title: '星耀体育',
  devPort: 8080,
  runtimePlugins: ['./src/federation/remote-failure-plugin.ts'],
});
