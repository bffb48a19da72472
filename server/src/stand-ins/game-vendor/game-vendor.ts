import type { Database } from '../../db/database';
import type { GameVendor } from '../../outside-world/game-vendor';
import { registerLobbyRoute } from './lobby-route';
import { gameAddress } from './play/game-address';
import { registerPlayRoutes } from './play/play-routes';

/**
 * The simulated game vendor: a demo slot machine and fishing game played on this server
 * (/venue/play/:ticket), and a demo lobby page for every other venue (/venue/lobby/:enName).
 */
export function createGameVendor(db: Database, clock: () => Date): GameVendor {
  return {
    gameUrl: gameAddress,
    mount(app, frameAncestors) {
      registerLobbyRoute(app, db);
      registerPlayRoutes(app, db, clock, frameAncestors);
    },
  };
}
