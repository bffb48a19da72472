// What other features and the exposed modules may use of gift-records; its other files are private.
export * from './GiftRecords';
