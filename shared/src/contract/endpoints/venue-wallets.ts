import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { moneySchema } from '../common';
import { moneyStringSchema } from '../money-string';
import { venueCategorySchema } from './games';

/**
 * Venue wallets (SPEC §3 "Balance", "Venue transfer payload"; §7 Games). The answers are not shown in
 * the specification and are designed here: a member has one wallet per venue besides the centre
 * wallet; money moves between them only by venue/transfer and venue/recycle.
 */

/** A venue's maintenance window as the server publishes it (ISO instants); null ends are open. */
export const maintenanceWindowSchema = z.object({ from: z.nullable(z.string()), until: z.nullable(z.string()) });

export const venueWalletSchema = z.object({
  /** The venue's code (enName), the `channelCode` of the transfer payload. */
  channelCode: z.string(),
  name: z.string(),
  category: venueCategorySchema,
  status: z.enum(['normal', 'maintenance']),
  /** Set while the venue is under maintenance: transfers to and from it answer 6415 until then. */
  maintenance: z.nullable(maintenanceWindowSchema),
  balance: moneySchema,
});
export type VenueWallet = z.output<typeof venueWalletSchema>;

/**
 * venue/allBalance: category 8 is every venue plus the centre wallet (SPEC §3 total, §9). Also
 * carries the member's auto-transfer switch, so the transfer page needs one call to draw.
 */
export const venueAllBalance = defineEndpoint({
  path: '/game/api/v1/venue/allBalance',
  request: z.object({ category: z._default(z.literal(8), 8) }),
  response: z.object({
    centerWalletBalance: moneySchema,
    lockMoney: moneySchema,
    /** Centre wallet plus every venue wallet. */
    totalMoney: moneySchema,
    autoTransfer: z.boolean(),
    venues: z.array(venueWalletSchema),
  }),
  auth: true,
});

/** venue/balance: one venue wallet by its code; an unknown code answers 6004. */
export const venueBalance = defineEndpoint({
  path: '/game/api/v1/venue/balance',
  request: z.object({ channelCode: z.string().check(z.minLength(1), z.maxLength(20)) }),
  response: venueWalletSchema,
  auth: true,
});

/**
 * venue/transfer (SPEC §3 payload): ty '1' moves money from the centre wallet into the venue, ty '2'
 * (designed here) out of the venue back to the centre wallet. A money call: idempotent by x-request-id.
 * Refusals: bad amount 6007, unknown venue 6004, maintenance 6415 (message names the window),
 * not enough money 7101.
 */
export const venueTransfer = defineEndpoint({
  path: '/game/api/v1/venue/transfer',
  request: z.object({
    channelCode: z.string().check(z.minLength(1), z.maxLength(20)),
    amount: moneyStringSchema,
    ty: z._default(z.enum(['1', '2']), '1'),
    isActivity: z._default(z.boolean(), false),
  }),
  response: z.object({
    channelCode: z.string(),
    ty: z.enum(['1', '2']),
    amount: moneySchema,
    centerWalletBalance: moneySchema,
    venueBalance: moneySchema,
  }),
  auth: true,
});

/**
 * venue/recycle: every venue wallet back into the centre wallet in one transaction. Venues under
 * maintenance keep their money and are named in `skipped`. A money call: idempotent by x-request-id.
 */
export const venueRecycle = defineEndpoint({
  path: '/game/api/v1/venue/recycle',
  request: z.strictObject({}),
  response: z.object({
    /** The sum moved back. */
    amount: moneySchema,
    /** Codes of the venues that gave money back. */
    recycled: z.array(z.string()),
    /** Codes of venues with money that are under maintenance. */
    skipped: z.array(z.string()),
    centerWalletBalance: moneySchema,
  }),
  auth: true,
});

/** status/setAutoTransferStatus (payload designed here): the member's auto-transfer switch, persisted. */
export const setAutoTransferStatus = defineEndpoint({
  path: '/game/api/v1/status/setAutoTransferStatus',
  request: z.object({ autoTransfer: z.boolean() }),
  response: z.object({ autoTransfer: z.boolean() }),
  auth: true,
});
