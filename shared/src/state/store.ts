import { createStore } from 'jotai';
import { registerInstance } from '../diagnostics/instances';

/** The one jotai store of the page; the host's Provider and every remote use this object. */
export const appStore = createStore();
registerInstance('jotai-store', appStore);
