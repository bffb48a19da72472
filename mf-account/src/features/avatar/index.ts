// What other features and the exposed modules may use of avatar; its other files are private.
export * from './AvatarImage';
export * from './AvatarPicker';
