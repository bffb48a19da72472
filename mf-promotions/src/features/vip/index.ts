// What other features and the exposed modules may use of vip; its other files are private.
export * from './VipDetail';
export * from './VipOverview';
