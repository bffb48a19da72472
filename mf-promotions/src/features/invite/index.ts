// What other features and the exposed modules may use of invite; its other files are private.
export * from './InviteDetails';
