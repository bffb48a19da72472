// What other features and the exposed modules may use of menu; its other files are private.
export * from './MineMenu';
