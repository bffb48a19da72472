// What other features and the exposed modules may use of overview; its other files are private.
export * from './MineOverview';
