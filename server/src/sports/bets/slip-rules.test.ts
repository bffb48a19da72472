import { describe, expect, it } from 'vitest';
import { MAX_SLIP_SELECTIONS, ResponseCode, sportsMethods } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';
import type { ResolvedSelection } from './resolve-selections';
import { checkSlip } from './slip-rules';

/** `count` selections, each from its own fixture. */
function slip(count: number): ResolvedSelection[] {
  return Array.from({ length: count }, (_, i) => ({
    selection: { gameId: `G${i}`, w: 'M', r: 'H', odds: 2, ratio: null },
    fixtureId: `G${i}`,
    champion: false,
    match: null,
    market: null,
    outright: null,
    odds: 2,
    ratio: null,
    live: false,
  }));
}

function refusal(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, message: error.message } : error;
  }
  return null;
}

describe('the slip limit (SPEC §9)', () => {
  it('is the contract’s one constant: ten selections', () => {
    expect(MAX_SLIP_SELECTIONS).toBe(10);
  });

  it('takes MAX_SLIP_SELECTIONS in multiple and series mode and refuses one more with 7105', () => {
    for (const mode of ['multiple', 'series'] as const) {
      expect(
        refusal(() => checkSlip(mode, slip(MAX_SLIP_SELECTIONS))),
        mode,
      ).toBeNull();
      expect(
        refusal(() => checkSlip(mode, slip(MAX_SLIP_SELECTIONS + 1))),
        mode,
      ).toEqual({ code: ResponseCode.INVALID_SELECTIONS, message: '投注项数量已达上限' });
    }
  });

  it('is the bound of placeBet’s request schema too', () => {
    const request = (count: number) => ({
      mode: 'multiple',
      stake: 10,
      oddsFormat: 'E',
      autoAccept: true,
      selections: slip(count).map((s) => s.selection),
    });
    expect(sportsMethods.placeBet.request.safeParse(request(MAX_SLIP_SELECTIONS)).success).toBe(true);
    expect(sportsMethods.placeBet.request.safeParse(request(MAX_SLIP_SELECTIONS + 1)).success).toBe(false);
  });
});
