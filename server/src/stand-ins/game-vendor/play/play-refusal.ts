/** A game page call refused: the HTTP status and the Chinese message the page shows. */
export class PlayRefusal extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = 'PlayRefusal';
  }
}

export const TICKET_GONE = '游戏凭证已失效，请返回网站重新进入游戏';
export const VENUE_FUNDS_SHORT = '场馆余额不足，请先转入';
