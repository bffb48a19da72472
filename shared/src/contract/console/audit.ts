import { z } from 'zod/mini';
import { pageOf, pageRequestSchema } from '../common';
import { defineConsoleEndpoint } from './endpoint';

/**
 * The audit log: one append-only row per operator action, written in the same transaction as the
 * action (an action that fails leaves none). Nothing updates or deletes a row.
 */
export const consoleAuditActionSchema = z.enum([
  'auth.login',
  'auth.enrol',
  'auth.logout',
  'session.end',
  'operator.create',
  'operator.status',
  'operator.totp_reset',
  'audit.export',
  'withdraw.reveal',
  /** The first of two approvals of a withdrawal above the four-eyes threshold. */
  'withdraw.approve_first',
  'withdraw.approve',
  'withdraw.refuse',
  // The members desk.
  'member.reveal',
  'member.lock',
  'member.unlock',
  'member.session_end',
  'member.exclusion_extend',
  'member.note',
  /** Site access: a brand's maintenance, suspension, region and IP settings replaced. */
  'site_access.save',
  /** A manual adjustment above the four-eyes threshold, waiting for a second operator. */
  'adjust.request',
  /** A manual adjustment written to the ledger (at once, or on the second approval). */
  'adjust.apply',
  'adjust.refuse',
  // The deposits desk.
  'deposit.confirm',
  'deposit.expire',
  // The ticket desk.
  /** An operator opened one of a ticket's images. */
  'ticket.image_view',
  'ticket.image_upload',
  'ticket.reply',
  'ticket.close',
  // Fund safety rules and venue testing.
  'fund_rules.save',
  'venue.testing',
  // The chat moderation desk.
  'chat.mute',
  'chat.unmute',
  'chat.block',
  'chat.unblock',
  'chat.status',
  'chat.vip_level',
  'chat.clear',
  'chat.destroy',
  'chat.prediction',
  'chat.gift',
  'chat.notify',
  /** A 问题编号 looked up (问题查询). */
  'trace.lookup',
  // The live support chat desk.
  'support.duty_on',
  'support.duty_off',
  'support.claim',
  'support.hand_over',
  'support.close',
  // Releases: a published remote version and the changes of the brands' pins.
  'release.publish',
  'release.pin',
  'release.canary',
  'release.clear_canary',
  'release.promote',
  'release.rollback',
  /** 版块开关: one vertical of one brand switched on, into maintenance or off. */
  'vertical.set',
  /** 品牌配置: a brand's live configuration saved as a new version. */
  'brand_config.save',
  /** 品牌配置: an earlier version restored as a new one. */
  'brand_config.rollback',
  /** 发布管理: a failing canary withdrawn by the server (actor: the system operator). */
  'release.auto_rollback',
  /** 发布管理: a brand's pin of a remote removed. */
  'release.unpin',
  /** 发布管理: a signed developer override issued for one browser. */
  'release.override_issue',
  /** 发布管理: a developer override revoked before it expired. */
  'release.override_revoke',
]);
export type ConsoleAuditAction = z.infer<typeof consoleAuditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  operatorId: z.int(),
  operatorName: z.string(),
  /** The roles the operator held when acting, comma-separated. */
  role: z.string(),
  at: z.string(),
  action: consoleAuditActionSchema,
  /** What was acted on, as `kind:id` (`withdraw:W2026…`, `operator:3`, `session:12`). */
  target: z.string(),
  /** The target's state before and after (JSON), null when there is none. */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
  reason: z.string(),
  /** The console page load's trace id (x-trace-id), '' when none came. */
  traceId: z.string(),
  address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditFilterSchema = z.object({
  operatorId: z.optional(z.int()),
  action: z.optional(consoleAuditActionSchema),
  /** Exact target (`withdraw:W2026…`) or its kind (`withdraw`). */
  target: z.optional(z.string().check(z.maxLength(64))),
  /** ISO instants; `from` inclusive, `to` exclusive. */
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** Newest first. */
export const consoleAuditLog = defineConsoleEndpoint({
  path: '/audit/list',
  request: z.extend(pageRequestSchema, auditFilterSchema.shape),
  response: pageOf(auditEntrySchema),
  roles: ['admin'],
});

/** The same filter as CSV (UTF-8 with BOM, RFC 4180 quoting; at most 10,000 rows); the export itself is audited. */
export const consoleAuditExport = defineConsoleEndpoint({
  path: '/audit/export',
  request: auditFilterSchema,
  response: z.object({ fileName: z.string(), csv: z.string(), rows: z.int() }),
  roles: ['admin'],
});
