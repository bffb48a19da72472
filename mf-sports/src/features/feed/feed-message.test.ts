import { describe, expect, it } from 'vitest';
import { parseFeedMessage } from './feed-message';

const good = {
  type: 'batch',
  seq: 3,
  at: 1700000000000,
  odds: [['g1', 'RE', 'H', 1.95, '0.5', 1]],
  matches: [{ gameId: 'g1', sc_FT_H: 1 }],
  ended: ['g9'],
};

function json(value: unknown): string {
  return JSON.stringify(value);
}

describe('parseFeedMessage', () => {
  it('reads hello, batch and pong', () => {
    expect(parseFeedMessage(json({ type: 'hello', seq: 7, rate: 20 }))).toEqual({ type: 'hello', seq: 7, rate: 20 });
    expect(parseFeedMessage(json(good))).toEqual(good);
    expect(parseFeedMessage(json({ type: 'pong', at: 5 }))).toEqual({ type: 'pong', at: 5 });
  });

  it('drops fields of a match change that are not in the protocol', () => {
    const message = parseFeedMessage(json({ ...good, matches: [{ gameId: 'g1', sc_FT_H: 2, markets: 'x' }] }));
    expect(message).toMatchObject({ matches: [{ gameId: 'g1', sc_FT_H: 2 }] });
    expect(message && 'matches' in message && message.matches[0]).not.toHaveProperty('markets');
  });

  it.each([
    ['not JSON', '{"type":'],
    ['not text', 42],
    ['an unknown type', json({ type: 'chat', seq: 1 })],
    ['a batch without a sequence', json({ ...good, seq: undefined })],
    ['a negative sequence', json({ ...good, seq: -1 })],
    ['a short odds tuple', json({ ...good, odds: [['g1', 'R', 'H', 1.9, null]] })],
    ['an unknown play', json({ ...good, odds: [['g1', 'XX', 'H', 1.9, null, 1]] })],
    ['odds of 1 or less', json({ ...good, odds: [['g1', 'R', 'H', 1, null, 1]] })],
    ['odds as text', json({ ...good, odds: [['g1', 'R', 'H', '1.9', null, 1]] })],
    ['a ratio that is a number', json({ ...good, odds: [['g1', 'R', 'H', 1.9, 0.5, 1]] })],
    ['open as a boolean', json({ ...good, odds: [['g1', 'R', 'H', 1.9, null, true]] })],
    ['a bad match change', json({ ...good, matches: [{ gameId: 'g1', sc_FT_H: -1 }] })],
    ['an ended id that is not text', json({ ...good, ended: [5] })],
    ['a hello without its rate', json({ type: 'hello', seq: 1 })],
  ])('drops %s', (_name, text) => {
    expect(parseFeedMessage(text)).toBeNull();
  });
});
