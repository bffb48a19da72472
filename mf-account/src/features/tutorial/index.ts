// What other features and the exposed modules may use of tutorial; its other files are private.
export * from './IntroTutorial';
