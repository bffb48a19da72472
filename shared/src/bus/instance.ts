import { registerInstance } from '../diagnostics/instances';
import { createBus } from './bus';

/** The one bus of the page: `shared` is a federation singleton, so every remote gets this object. */
export const bus = createBus();
registerInstance('bus', bus);
