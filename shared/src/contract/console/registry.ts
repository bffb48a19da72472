import { consoleAuditExport, consoleAuditLog } from './audit';
import { consoleEnrolConfirm, consoleLogin, consoleLogout, consoleMe, consoleVerifyTotp } from './auth';
import { consoleDashboard } from './dashboard';
import {
  consoleCreateOperator,
  consoleEndSession,
  consoleOperators,
  consoleResetTotp,
  consoleSessions,
  consoleSetOperatorStatus,
} from './operators';
import {
  consoleMemberBets,
  consoleMemberExtendExclusion,
  consoleMemberFunds,
  consoleMemberLedger,
  consoleMemberProtection,
  consoleMemberRounds,
} from './member-records';
import {
  consoleMemberAddNote,
  consoleMemberEndSessions,
  consoleMemberNotes,
  consoleMemberProfile,
  consoleMemberReveal,
  consoleMemberSearch,
  consoleMemberSessions,
  consoleMemberSetLock,
} from './members';
import { consoleSiteAccessList, consoleSiteAccessSave } from './site-access';
import {
  consoleAdjustApprove,
  consoleAdjustCreate,
  consoleAdjustList,
  consoleAdjustMember,
  consoleAdjustRefuse,
} from './adjustments';
import { consoleDepositConfirm, consoleDepositDetail, consoleDepositExpire, consoleDepositOrders } from './deposits';
import {
  consoleWithdrawApprove,
  consoleWithdrawQueue,
  consoleWithdrawRefuse,
  consoleWithdrawReveal,
} from './withdrawals';
import {
  consoleTicketClose,
  consoleTicketDetail,
  consoleTicketImage,
  consoleTicketQueue,
  consoleTicketReply,
  consoleTicketUpload,
} from './tickets';
import { consoleFundRulesList, consoleFundRulesSave, consoleVenueList, consoleVenueSetTesting } from './fund-rules';
import { consoleTraceLookup } from './trace';
import {
  consoleSupportChatInfo,
  consoleSupportClaim,
  consoleSupportClose,
  consoleSupportDesk,
  consoleSupportDuty,
  consoleSupportHandOver,
} from './support-chat';

import {
  consoleChatBlock,
  consoleChatClear,
  consoleChatDestroy,
  consoleChatGift,
  consoleChatMute,
  consoleChatNotify,
  consoleChatPrediction,
  consoleChatRoom,
  consoleChatRooms,
  consoleChatStatus,
  consoleChatUnmute,
  consoleChatVipLevel,
} from './chat-moderation';
import {
  consoleReleaseChange,
  consoleReleaseHistory,
  consoleReleaseOverview,
  consoleReleasePublish,
  consoleReleaseUnpin,
} from './releases';
import { consoleVerticalSet, consoleVerticalsList } from './verticals';
import { consoleRemoteHealth } from './remote-health';
import {
  consoleBrandConfigHistory,
  consoleBrandConfigRollback,
  consoleBrandConfigSave,
  consoleBrandConfigs,
} from './brand-config';
import { consoleOverrideIssue, consoleOverrideList, consoleOverrideRevoke } from './remote-overrides';
/**
 * Every console endpoint by name: the server's console pipeline serves exactly these, under
 * CONSOLE_API_PREFIX, and checks each one's `roles`. Names and paths never overlap the player
 * registry (shared/contract `endpoints`).
 */
export const consoleEndpoints = {
  consoleLogin,
  consoleVerifyTotp,
  consoleEnrolConfirm,
  consoleLogout,
  consoleMe,
  consoleOperators,
  consoleCreateOperator,
  consoleSetOperatorStatus,
  consoleResetTotp,
  consoleSessions,
  consoleEndSession,
  consoleAuditLog,
  consoleAuditExport,
  consoleDashboard,
  consoleWithdrawQueue,
  consoleWithdrawReveal,
  consoleWithdrawApprove,
  consoleWithdrawRefuse,
  // The members desk.
  consoleMemberSearch,
  consoleMemberProfile,
  consoleMemberReveal,
  consoleMemberSetLock,
  consoleMemberSessions,
  consoleMemberEndSessions,
  consoleMemberNotes,
  consoleMemberAddNote,
  consoleMemberLedger,
  consoleMemberBets,
  consoleMemberRounds,
  consoleMemberFunds,
  consoleMemberProtection,
  consoleMemberExtendExclusion,
  // Site access (admin): maintenance, login/registration suspension, regions, IP deny list.
  consoleSiteAccessList,
  consoleSiteAccessSave,
  // Manual adjustments desk.
  consoleAdjustMember,
  consoleAdjustCreate,
  consoleAdjustList,
  consoleAdjustApprove,
  consoleAdjustRefuse,
  // The deposits desk.
  consoleDepositOrders,
  consoleDepositDetail,
  consoleDepositConfirm,
  consoleDepositExpire,
  // The ticket desk (support): feedback tickets answered and closed by people.
  consoleTicketQueue,
  consoleTicketDetail,
  consoleTicketImage,
  consoleTicketUpload,
  consoleTicketReply,
  consoleTicketClose,
  // Fund safety rules and venue testing (admin).
  consoleFundRulesList,
  consoleFundRulesSave,
  consoleVenueList,
  consoleVenueSetTesting,
  // The chat moderation desk.
  consoleChatRooms,
  consoleChatRoom,
  consoleChatMute,
  consoleChatUnmute,
  consoleChatBlock,
  consoleChatStatus,
  consoleChatVipLevel,
  consoleChatClear,
  consoleChatDestroy,
  consoleChatPrediction,
  consoleChatGift,
  consoleChatNotify,
  // Trace lookup (问题查询).
  consoleTraceLookup,
  // The live support chat desk.
  consoleSupportDesk,
  consoleSupportDuty,
  consoleSupportClaim,
  consoleSupportHandOver,
  consoleSupportClose,
  consoleSupportChatInfo,
  // Releases (发布管理): the remote registry and each brand's pins.
  consoleReleasePublish,
  consoleReleaseOverview,
  consoleReleaseChange,
  consoleReleaseHistory,
  // 版块开关 (admin, release): each brand's verticals on, in maintenance or off.
  consoleVerticalsList,
  consoleVerticalSet,
  // 远程健康 (admin, release): remote loads per remote and version, from browser reports.
  consoleRemoteHealth,
  // 品牌配置 (admin, release): each brand's live configuration, versioned, with rollback.
  consoleBrandConfigs,
  consoleBrandConfigHistory,
  consoleBrandConfigSave,
  consoleBrandConfigRollback,
  // 发布管理 (release, admin): a brand's pin of a remote removed.
  consoleReleaseUnpin,
  // 发布管理 (release, admin): signed developer overrides for one browser.
  consoleOverrideIssue,
  consoleOverrideList,
  consoleOverrideRevoke,
} as const;

export type ConsoleEndpointName = keyof typeof consoleEndpoints;
