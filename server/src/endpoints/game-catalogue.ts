import { ResponseCode } from 'shared/contract';
import { listBonusPoolRows, poolAt } from '../games/catalogue/bonus-pools';
import { addFavourite, removeFavourite } from '../games/catalogue/collections';
import { findGame } from '../games/catalogue/find-game';
import { listGames } from '../games/catalogue/list-games';
import { DomainError } from '../domain/domain-error';
import { requireMember } from '../http/context';
import { artUrl } from '../static/art-url';
import type { HandlerDeps, HandlerMap } from './handler-map';

export function catalogueHandlers({ db }: HandlerDeps) {
  /** Favourites only name games a member can see: an unknown or withdrawn one is 6303. */
  const requireGame = async (gameId: number): Promise<void> => {
    if ((await findGame(db, gameId)) === null) throw new DomainError(ResponseCode.NO_DATA);
  };

  return {
    gameList: async (input, ctx) => {
      const { list, total } = await listGames(db, { ...input, memberId: ctx.member?.memberId ?? null });
      return {
        list: list.map((game) => ({ ...game, imageUrl: artUrl(ctx.baseUrl, 'game', game.gameId) })),
        total,
        pageNum: input.pageNum,
        pageSize: input.pageSize,
      };
    },

    getBonusPools: async (input, ctx) => {
      const rows = await listBonusPoolRows(db, input.category);
      return { list: rows.map((row) => poolAt(row, ctx.now)) };
    },

    addCollection: async (input, ctx) => {
      const member = requireMember(ctx);
      await requireGame(input.gameId);
      await addFavourite(db, member.memberId, input.gameId, ctx.now);
      return { gameId: input.gameId, favourite: true };
    },

    removeCollection: async (input, ctx) => {
      const member = requireMember(ctx);
      await requireGame(input.gameId);
      await removeFavourite(db, member.memberId, input.gameId);
      return { gameId: input.gameId, favourite: false };
    },
  } satisfies Pick<HandlerMap, 'gameList' | 'getBonusPools' | 'addCollection' | 'removeCollection'>;
}
