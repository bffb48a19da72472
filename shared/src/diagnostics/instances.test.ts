import { describe, expect, it } from 'vitest';
import { instanceReport, registerInstance } from './instances';

describe('instance registry', () => {
  it('counts distinct instances and keeps every owner', () => {
    const a = {};
    registerInstance('thing', a, 'host');
    registerInstance('thing', a, 'mf_casino');
    expect(instanceReport().thing).toEqual({ count: 1, owners: ['host', 'mf_casino'] });
    registerInstance('thing', {}, 'mf_copy');
    expect(instanceReport().thing?.count).toBe(2);
  });
});
