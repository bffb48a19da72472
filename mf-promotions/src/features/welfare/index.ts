// What other features and the exposed modules may use of welfare; its other files are private.
export * from './WelfareCentre';
