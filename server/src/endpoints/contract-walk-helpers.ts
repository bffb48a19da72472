import {
  endpoints,
  forgetByEmailOne,
  forgetByEmailTwo,
  forgetByPhoneOne,
  forgetByPhoneTwo,
  luhnValid,
  sliderLoad,
  sportsMethods,
  venueResource,
  type RequestOf,
} from 'shared/contract';
import { testLastCode } from 'shared/contract/testing';
import { md5Hex } from 'shared/crypto';
import { offerReward } from '../promotions/rewards';
import { applyBalanceChange } from '../wallet/ledger';
import { findCaptchaAnswer } from '../captcha/captcha-answers';
import { solveGraphic } from '../testing/captcha-solver';
import type { TestApp } from '../testing/test-app';
import type { TestClock } from '../testing/test-clock';

/**
 * The calls the contract walk makes before an example is valid (a captcha solved, a code sent, an
 * order or a ticket to act on), for the app and the demo member's session the walk uses.
 */
export function contractWalkHelpers(app: () => TestApp, token: () => string, clock: TestClock) {
  async function sliderAnswer(): Promise<{ lot_number: string; x: number }> {
    const { lot_number } = await app().ok(sliderLoad, {});
    const answer = await findCaptchaAnswer(app().db, lot_number);
    if (answer === null || !('x' in answer)) throw new Error('slider answer missing');
    return { lot_number, x: answer.x };
  }

  async function lastCode(receiver: string): Promise<string> {
    return (await app().ok(testLastCode, { receiver })).code;
  }

  /** Recovery steps one (and two) done, so the example of the next step is a valid call. */
  async function recoveredPhone(name: string, phone: string, verify: boolean): Promise<void> {
    await app().ok(forgetByPhoneOne, { phone, name, ...(await solveGraphic(app())) });
    if (verify) await app().ok(forgetByPhoneTwo, { phone, name, code: await lastCode(phone) });
  }
  async function recoveredEmail(name: string, email: string, verify: boolean): Promise<void> {
    await app().ok(forgetByEmailOne, { email, name, ...(await solveGraphic(app())) });
    if (verify) await app().ok(forgetByEmailTwo, { email, name, code: await lastCode(email) });
  }

  async function demoLetterId(title: string): Promise<number> {
    const rows = await app().db.query<{ id: number }>(
      `select l.id from letters l join members m on m.id = l.member_id where m.username = 'demo888' and l.title = $1`,
      [title],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`demo888 has no letter ${title}`);
    return id;
  }

  /** demo888's seeded ticket that support answered (its reply unread until opened). */
  async function demoTicketId(): Promise<number> {
    const rows = await app().db.query<{ id: number }>(
      `select f.id from feedback_tickets f join members m on m.id = f.member_id where m.username = 'demo888' and f.type = 'bet'`,
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('demo888 has no seeded bet ticket');
    return id;
  }

  /** A card number of `length` digits starting with `prefix` whose Luhn check digit is right (random middle). */
  function luhnCard(prefix: string, length: number): string {
    let body = prefix;
    while (body.length < length - 1) body += String(Math.floor(Math.random() * 10));
    for (let check = 0; check <= 9; check += 1) if (luhnValid(body + String(check))) return body + String(check);
    throw new Error('no Luhn digit');
  }

  /**
   * A withdrawal the demo member may make: 100 to the seeded card, with the seeded withdraw password.
   * Deposits confirmed by earlier examples ask for turnover, so a bet row covers what remains.
   */
  async function withdrawalBody(): Promise<RequestOf<typeof endpoints.withdrawNew>> {
    const info = await app().ok(endpoints.withdrawInfo, {}, { token: token() });
    if (info.turnoverRemaining > 0) {
      const rows = await app().db.query<{ id: number }>(`select id from members where username = 'demo888'`);
      const memberId = rows[0]?.id ?? 0;
      await app().db.transaction((tx) =>
        applyBalanceChange(
          tx,
          {
            memberId,
            venueId: null,
            kind: 'bet',
            amountFen: -Math.round(info.turnoverRemaining * 100),
            requestId: null,
            remark: 'turnover',
          },
          clock.now(),
        ),
      );
    }
    const card = info.accounts.find((a) => a.kind === 'bank');
    if (card === undefined) throw new Error('the demo member has no card');
    return { accountId: card.id, amount: 100, password: md5Hex('135790') };
  }

  /** A fresh waiting deposit order of the demo member (payment/pay), for the calls that take one. */
  async function depositOrderNo(channelId: string): Promise<string> {
    return (await app().ok(endpoints.paymentPay, { channelId, amount: 100 }, { token: token() })).orderNo;
  }

  /** A pre-match single of the demo member on the early market's first full-time price, for cashOut. */
  async function demoPreMatchTicket(): Promise<string> {
    const match = await earlyMatch();
    const market = match.markets.find((m) => m.open && !m.w.startsWith('H'));
    const price = market?.prices[0];
    if (market === undefined || price === undefined) throw new Error('the early match has no open price');
    const selection = { gameId: match.gameId, w: market.w, r: price.r, odds: price.odds, ratio: market.ratio };
    const Request = {
      mode: 'single',
      stake: 10,
      oddsFormat: 'E',
      selections: [selection],
      timestamp: clock.now().getTime(),
      langx: 'zh-cn',
    } as const;
    const answer = await app().ok(
      venueResource,
      { method: 'placeBet', venueName: 'CRTY', Request },
      { token: token() },
    );
    const ticket = sportsMethods.placeBet.response.parse(answer.data).tickets[0];
    if (ticket === undefined) throw new Error('placeBet placed no ticket');
    return ticket.ticket_id;
  }

  /** The first fixture of the early market, through venue/resource as the client reads it. */
  async function earlyMatch() {
    const answer = await app().ok(
      venueResource,
      {
        method: 'matches',
        venueName: 'CRTY',
        Request: {
          market: 'FU',
          sport: 'FT',
          leagueIds: [],
          date: null,
          timestamp: clock.now().getTime(),
          langx: 'zh-cn',
        },
      },
      { token: token() },
    );
    const match = sportsMethods.matches.response.parse(answer.data).matches[0];
    if (match === undefined) throw new Error('the early market is empty');
    return match;
  }

  /** Calls each endpoint of `registry`, in `names` order, with its example: 6000 and an answer its schema accepts. */
  /** A welfare reward offered to the demo member, for welfare/claim to take. */
  async function offerDemoWelfare(): Promise<void> {
    const demoId =
      (await app().db.query<{ id: number }>(`select id from members where username = 'demo888'`))[0]?.id ?? 0;
    const grant = {
      memberId: demoId,
      activityId: null,
      source: 'welfare',
      title: '会员福利',
      amountFen: 800,
      turnoverRequiredFen: 800,
      requestId: null,
    } as const;
    await app().db.transaction((tx) =>
      offerReward(tx, { ...grant, expiresAt: new Date(clock.now().getTime() + 86_400_000) }, clock.now()),
    );
  }

  return {
    sliderAnswer,
    lastCode,
    recoveredPhone,
    recoveredEmail,
    demoLetterId,
    demoTicketId,
    luhnCard,
    withdrawalBody,
    depositOrderNo,
    demoPreMatchTicket,
    earlyMatch,
    offerDemoWelfare,
  };
}
