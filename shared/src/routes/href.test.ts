import { describe, expect, it } from 'vitest';
import { locationFor, queryString } from './href';

describe('locationFor', () => {
  it('fills params and appends the query', () => {
    expect(locationFor('activityLandPage', { id: 7 }, { tab: 'rule' })).toBe('/activity/activityLandPage/7?tab=rule');
  });

  it('leaves out undefined query values and an empty query', () => {
    expect(locationFor('home', undefined, { register: undefined })).toBe('/');
    expect(queryString({ a: 1, b: 'x y' })).toBe('?a=1&b=x+y');
  });
});
