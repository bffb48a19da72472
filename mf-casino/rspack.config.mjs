import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_casino',
  title: '游戏场馆',
  devPort: 8083,
  exposes: {
    './VenueListPage': './src/exposes/VenueListPage.tsx',
    './GameCataloguePage': './src/exposes/GameCataloguePage.tsx',
    './GameHostPage': './src/exposes/GameHostPage.tsx',
    './EnterVenueDialog': './src/exposes/EnterVenueDialog.tsx',
  },
});
