import type { ConsoleHandlerMap } from '../../http/console/console-context';
import { consoleAuditHandlers } from './audit';
import { consoleAuthHandlers } from './auth';
import type { ConsoleDeps } from './console-deps';
import { consoleDeskHandlers } from './desk';
import { consoleMemberHandlers } from './members';
import { consoleOperatorHandlers } from './operators';
import { consoleSiteAccessHandlers } from './site-access';
import { consoleAdjustmentHandlers } from './adjustments';
import { consoleDepositHandlers } from './deposits';
import { consoleTicketHandlers } from './tickets';
import { consoleFundRuleHandlers } from './fund-rules';
import { consoleChatModerationHandlers } from './chat-moderation';
import { consoleTraceHandlers } from './trace';
import { consoleSupportChatHandlers } from './support-chat';
import { consoleReleaseHandlers } from './releases';
import { consoleVerticalHandlers } from './verticals';
import { consoleRemoteHealthHandlers } from './remote-health';
import { consoleOverrideHandlers } from './remote-overrides';
import { consoleBrandConfigHandlers } from './brand-config';

export type { ConsoleDeps } from './console-deps';

/** Every console endpoint's handler: ConsoleHandlerMap fails typecheck while one is missing. */
export function consoleHandlers(deps: ConsoleDeps): ConsoleHandlerMap {
  return {
    ...consoleAuthHandlers(deps),
    ...consoleOperatorHandlers(deps),
    ...consoleAuditHandlers(deps),
    ...consoleDeskHandlers(deps),
    ...consoleMemberHandlers(deps),
    ...consoleSiteAccessHandlers(deps),
    ...consoleAdjustmentHandlers(deps),
    ...consoleDepositHandlers(deps),
    ...consoleTicketHandlers(deps),
    ...consoleFundRuleHandlers(deps),
    ...consoleChatModerationHandlers(deps),
    ...consoleTraceHandlers(deps),
    ...consoleSupportChatHandlers(deps),
    ...consoleReleaseHandlers(deps),
    ...consoleVerticalHandlers(deps),
    ...consoleRemoteHealthHandlers(deps),
    ...consoleBrandConfigHandlers(deps),
    ...consoleOverrideHandlers(deps),
  };
}
