// What other features and the exposed modules may use of member; its other files are private.
export * from './MemberCard';
export * from './identity-display';
export * from './member-display';
export * from './use-member';
