import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { moneySchema } from '../common';
import { venueCategorySchema } from './games';

/**
 * The e-game and fishing catalogues (SPEC §7 venue/gameList, venue/getBonusPools,
 * collection/addCollection, collection/removeCollection). The payloads are not shown in the
 * specification and are designed here.
 */

/** The two categories whose venues list single games rather than a lobby. */
export const gameCatalogueCategorySchema = z.enum(['DZ', 'BY']);
export type GameCatalogueCategory = z.infer<typeof gameCatalogueCategorySchema>;

export const gameSchema = z.object({
  gameId: z.int(),
  /** What venue/launch takes as gameCode. */
  gameCode: z.string(),
  /** The venue's code (enName). */
  enName: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  hot: z.boolean(),
  isNew: z.boolean(),
  /** The member's favourite; always false for a visitor. */
  favourite: z.boolean(),
});
export type Game = z.output<typeof gameSchema>;

/** all; hot; new; favourite (the member's own, a visitor gets an empty page). */
export const gameListFilterSchema = z.enum(['all', 'hot', 'new', 'favourite']);
export type GameListFilter = z.infer<typeof gameListFilterSchema>;

/**
 * venue/gameList: one page of a vendor's games (enName empty: every vendor of the category), in the
 * vendor's order; keyword matches the name anywhere, case-insensitively. Open to visitors; a member's
 * token marks the favourites.
 */
export const gameList = defineEndpoint({
  path: '/game/api/v1/venue/gameList',
  request: z.object({
    category: gameCatalogueCategorySchema,
    enName: z._default(z.string().check(z.maxLength(20)), ''),
    keyword: z._default(z.string().check(z.trim(), z.maxLength(30)), ''),
    filter: z._default(gameListFilterSchema, 'all'),
    pageNum: z._default(z.int().check(z.gte(1)), 1),
    pageSize: z._default(z.int().check(z.gte(1), z.lte(60)), 30),
  }),
  response: z.object({
    list: z.array(gameSchema),
    total: z.int().check(z.gte(0)),
    pageNum: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  }),
});

export const bonusPoolSchema = z.object({
  enName: z.string(),
  /** The pool at `at`. */
  amount: moneySchema,
  /** How much the pool grows each second, so the page can count it up between fetches. */
  perSecond: z.number().check(z.gte(0)),
  at: z.string(),
});
export type BonusPool = z.output<typeof bonusPoolSchema>;

/** venue/getBonusPools: the jackpots of a category's venues that have one. */
export const getBonusPools = defineEndpoint({
  path: '/game/api/v1/venue/getBonusPools',
  request: z.object({ category: venueCategorySchema }),
  response: z.object({ list: z.array(bonusPoolSchema) }),
});

const collectionRequest = z.object({ gameId: z.int().check(z.positive()) });
const collectionResponse = z.object({ gameId: z.int(), favourite: z.boolean() });

/** Adds a favourite; adding one twice is not an error (the answer says it is one). Unknown game: 6303. */
export const addCollection = defineEndpoint({
  path: '/game/api/v1/collection/addCollection',
  request: collectionRequest,
  response: collectionResponse,
  auth: true,
});

/** Removes a favourite; removing one that is not is not an error. */
export const removeCollection = defineEndpoint({
  path: '/game/api/v1/collection/removeCollection',
  request: collectionRequest,
  response: collectionResponse,
  auth: true,
});
