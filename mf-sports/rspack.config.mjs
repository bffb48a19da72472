import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_sports',
  title: '体育赛事',
  devPort: 8082,
  exposes: {
    './SportsVenuePage': './src/exposes/SportsVenuePage.tsx',
    './SportsBookPage': './src/exposes/SportsBookPage.tsx',
    './BetRecordPage': './src/exposes/BetRecordPage.tsx',
  },
});
