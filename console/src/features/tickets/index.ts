export { TicketsPage as default } from './TicketsPage';
