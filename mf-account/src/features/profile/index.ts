// What other features and the exposed modules may use of profile; its other files are private.
export * from './UserInfoView';
