// What other features and the exposed modules may use of feedback; its other files are private.
export * from './FeedbackPage';
export * from './feedback-api';
