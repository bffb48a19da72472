import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_promotions',
  title: '优惠活动',
  devPort: 8085,
  exposes: {
    './DiscountPage': './src/exposes/DiscountPage.tsx',
    './AgentPage': './src/exposes/AgentPage.tsx',
    './ActivityPage': './src/exposes/ActivityPage.tsx',
    './VipPage': './src/exposes/VipPage.tsx',
    './VipDetailPage': './src/exposes/VipDetailPage.tsx',
    './WelfarePage': './src/exposes/WelfarePage.tsx',
    './GiftRecordPage': './src/exposes/GiftRecordPage.tsx',
  },
});
