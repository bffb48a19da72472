import type { Database } from '../../db/database';
import type { ConsoleOptions } from '../../back-office/console-options';
import type { ChatHub } from '../../chat/chat-hub';
import type { ApiCallRecorder } from '../../diagnostics/api-call-recorder';
import type { RemoteOverrideOptions } from '../../delivery/remote-overrides';

/** What console handlers need besides the call: built once at start-up. */
export interface ConsoleDeps {
  db: Database;
  options: ConsoleOptions;
  /** The server's auth secret: opens sealed payout numbers (reveal). */
  authSecret: string;
  /** SITE_REGION_HEADER: shown on the site access page (null: regions are off). */
  regionHeader?: string | null;
  /** Where uploads are kept (files-root.ts): the ticket desk reads and writes ticket images there. */
  filesDir: string;
  /** The chat of this process: the moderation desk's actions reach every process through it. */
  chat: ChatHub;
  /** A match's title (its teams) while the sports book knows it. */
  matchTitle: (gameId: string) => string | null;
  /** The player API's recorded calls: a trace lookup writes what is buffered before it reads. */
  calls?: ApiCallRecorder;
  /** 发布管理's developer overrides: the signing key, the shortest lifetime, the wall clock. */
  overrides: RemoteOverrideOptions;
}
