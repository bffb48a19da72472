import { describe, expect, it } from 'vitest';
import { isSportsPath } from './use-sports-route';

describe('isSportsPath', () => {
  it('covers the venue list and the local book, not a look-alike', () => {
    expect(isSportsPath('/game/sport')).toBe(true);
    expect(isSportsPath('/game/sport/crty')).toBe(true);
    expect(isSportsPath('/game/sports')).toBe(false);
    expect(isSportsPath('/game/realbet')).toBe(false);
  });
});
