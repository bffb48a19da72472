export { registerInstance } from './instances';
