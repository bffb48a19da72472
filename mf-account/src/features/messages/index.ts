// What other features and the exposed modules may use of messages; its other files are private.
export * from './MessagePage';
