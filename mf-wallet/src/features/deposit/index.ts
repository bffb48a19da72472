// The deposit feature's public surface: other features and the exposes import it only from here.
export { SaveMoneyPage } from './SaveMoneyPage';
export { WaitPage } from './waiting/WaitPage';
