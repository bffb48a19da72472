// What other features and the exposed modules may use of security; its other files are private.
export * from './AuthView';
export * from './use-landing';
