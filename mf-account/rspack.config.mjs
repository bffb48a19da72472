import { federatedApp } from 'shared/build';

export default federatedApp({
  dir: import.meta.dirname,
  kind: 'remote',
  name: 'mf_account',
  title: '会员中心',
  devPort: 8086,
  exposes: {
    './MineLayout': './src/exposes/MineLayout.tsx',
    './UserInfoPage': './src/exposes/UserInfoPage.tsx',
    './AuthPage': './src/exposes/AuthPage.tsx',
    './MessagePage': './src/exposes/MessagePage.tsx',
    './FeedbackPage': './src/exposes/FeedbackPage.tsx',
    './IntroTutorialPage': './src/exposes/IntroTutorialPage.tsx',
    './ProtectionPage': './src/exposes/ProtectionPage.tsx',
  },
});
