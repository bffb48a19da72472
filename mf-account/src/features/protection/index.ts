// What other features and the exposed modules may use of protection; its other files are private.
export * from './ProtectionPage';
