import { randomUUID } from 'node:crypto';
import { launchGame, venueTransfer } from 'shared/contract';
import type { TestApp } from '../testing/test-app';

/**
 * Plays demo rounds the way the game page does (a launch ticket, then one POST per press) after moving
 * `transfer` yuan into the venue: slot spins at a DZ venue, shots at the `target` fish at a BY venue.
 * For the promotions tests, whose rules count settled rounds.
 */
export async function playTestRounds(
  t: TestApp,
  token: string,
  round: { venue: string; stake: 1 | 2 | 5 | 10 | 50; count: number; transfer: number; target?: string },
): Promise<void> {
  await t.ok(
    venueTransfer,
    { channelCode: round.venue, amount: String(round.transfer), ty: '1', isActivity: false },
    { token },
  );
  const ticket =
    new URL((await t.ok(launchGame, { enName: round.venue, gameCode: '' }, { token })).url, 'http://localhost').pathname
      .split('/')
      .pop() ?? '';
  for (let n = 0; n < round.count; n += 1) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/venue/play/${ticket}/round`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        requestId: randomUUID(),
        stake: round.stake,
        ...(round.target === undefined ? {} : { target: round.target }),
      }),
    });
    if (response.statusCode !== 200)
      throw new Error(`round at ${round.venue} answered ${response.statusCode}: ${response.body}`);
  }
}
