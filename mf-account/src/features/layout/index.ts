// What other features and the exposed modules may use of layout; its other files are private.
export * from './MineLayoutView';
