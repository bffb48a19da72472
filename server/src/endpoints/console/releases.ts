import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import { registryBlobs } from '../../delivery/blob-store';
import { changePin } from '../../delivery/change-pin';
import { pinHistory } from '../../delivery/pin-store';
import { publishVersion } from '../../delivery/publish-version';
import { releaseOverview } from '../../delivery/release-overview';
import { unpinRemote } from '../../delivery/unpin-remote';
import type { ConsoleDeps } from './console-deps';

/** Releases (contract console/releases): the remote registry and the brands' pins (src/delivery). */
export function consoleReleaseHandlers({ db, filesDir }: ConsoleDeps) {
  const blobs = registryBlobs(filesDir);
  return {
    consoleReleasePublish: async (input, ctx) => publishVersion(db, blobs, actorOf(ctx), input, ctx.now),

    consoleReleaseOverview: async () => releaseOverview(db),

    consoleReleaseChange: async (input, ctx) => changePin(db, actorOf(ctx), input, ctx.now),

    consoleReleaseHistory: async ({ siteId, pageNum, pageSize }) => ({
      ...(await pinHistory(db, siteId, pageNum, pageSize)),
      pageNum,
      pageSize,
    }),

    consoleReleaseUnpin: async (input, ctx) => unpinRemote(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    | 'consoleReleasePublish'
    | 'consoleReleaseOverview'
    | 'consoleReleaseChange'
    | 'consoleReleaseHistory'
    | 'consoleReleaseUnpin'
  >;
}
