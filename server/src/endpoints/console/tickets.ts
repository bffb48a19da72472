import { closeTicket, replyToTicket } from '../../feedback/desk/desk-actions';
import { uploadReplyImage, viewTicketImage } from '../../feedback/desk/desk-images';
import { deskTicketPage, deskTicketView, findDeskTicket, markSeenBySupport } from '../../feedback/desk/desk-tickets';
import { actorOf, type ConsoleHandlerMap } from '../../http/console/console-context';
import type { ConsoleDeps } from './console-deps';

/** The ticket desk (contract console/tickets). */
export function consoleTicketHandlers({ db, filesDir }: ConsoleDeps) {
  return {
    consoleTicketQueue: async (input) => {
      const page = await deskTicketPage(db, input);
      return { ...page, pageNum: input.pageNum, pageSize: input.pageSize };
    },

    consoleTicketDetail: async (input, ctx) => {
      const row = await findDeskTicket(db, input.id);
      await markSeenBySupport(db, row.id, ctx.now);
      return deskTicketView(db, { ...row, supportSeenAt: row.supportSeenAt ?? ctx.now });
    },

    consoleTicketImage: async (input, ctx) => viewTicketImage(db, filesDir, actorOf(ctx), input, ctx.now),

    consoleTicketUpload: async (input, ctx) => uploadReplyImage(db, filesDir, actorOf(ctx), input, ctx.now),

    consoleTicketReply: async (input, ctx) => replyToTicket(db, actorOf(ctx), input, ctx.now),

    consoleTicketClose: async (input, ctx) => closeTicket(db, actorOf(ctx), input, ctx.now),
  } satisfies Pick<
    ConsoleHandlerMap,
    | 'consoleTicketQueue'
    | 'consoleTicketDetail'
    | 'consoleTicketImage'
    | 'consoleTicketUpload'
    | 'consoleTicketReply'
    | 'consoleTicketClose'
  >;
}
