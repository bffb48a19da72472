// What other features and the exposed modules may use of activity; its other files are private.
export * from './ActivityView';
export * from './activity-routes';
export * from './use-activity';
