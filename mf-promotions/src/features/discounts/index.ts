// What other features and the exposed modules may use of discounts; its other files are private.
export * from './DiscountList';
