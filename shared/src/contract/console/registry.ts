import { consoleAuditExport, consoleAuditLog } from './audit';
import { consoleEnrolConfirm, consoleLogin, consoleLogout, consoleMe, consoleVerifyTotp } from './auth';
import { consoleDashboard } from './dashboard';
import { consoleCreateOperator, consoleEndSession, consoleOperators, consoleResetTotp, consoleSessions, consoleSetOperatorStatus } from './operators';
import { consoleDepositConfirm, consoleDepositDetail, consoleDepositExpire, consoleDepositOrders } from './deposits';
import { consoleWithdrawApprove, consoleWithdrawQueue, consoleWithdrawRefuse, consoleWithdrawReveal } from './withdrawals';

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
  // The deposits desk.
  consoleDepositOrders,
  consoleDepositDetail,
  consoleDepositConfirm,
  consoleDepositExpire,
} as const;

export type ConsoleEndpointName = keyof typeof consoleEndpoints;
