import { atom } from 'jotai';
import type { RouteTable } from '../routes/served';

/**
 * The route table the host's router serves for the current brand, published by the host with its
 * router before anything under it renders. Menus, shortcuts, banners and notices link only to what
 * it serves (shared/routes useServedRoutes); a vertical that adds its route to the host's table
 * gets its links back without touching them.
 *
 * Empty until published: with no host (a remote's harness or tests) nothing counts as served
 * unless the harness publishes the few routes it mounts itself.
 */
export const routeTableAtom = atom<RouteTable>([]);
