import { describe, expect, it } from 'vitest';
import { readCatalogueParams, writeCatalogueParams } from './catalogue-params';

describe('catalogue address', () => {
  it('reads the defaults from a plain address', () => {
    expect(readCatalogueParams(new URLSearchParams(''))).toEqual({ vendor: '', filter: 'all', page: 1, keyword: '' });
  });

  it('reads what it wrote', () => {
    const params = { vendor: 'PGDZ', filter: 'new', page: 3, keyword: '龙虎' } as const;
    expect(readCatalogueParams(writeCatalogueParams(new URLSearchParams(), params))).toEqual(params);
  });

  it('falls back on hand-edited values and trims the keyword to 30 characters', () => {
    const read = readCatalogueParams(new URLSearchParams({ filter: 'mine', page: '-2', q: `  ${'龙'.repeat(40)} ` }));
    expect(read.filter).toBe('all');
    expect(read.page).toBe(1);
    expect(read.keyword).toBe('龙'.repeat(30));
    expect(readCatalogueParams(new URLSearchParams({ page: '1.5' })).page).toBe(1);
  });

  it('leaves defaults out and keeps params it does not own', () => {
    const written = writeCatalogueParams(new URLSearchParams('register=1&page=4&filter=hot'), {
      vendor: '',
      filter: 'all',
      page: 1,
      keyword: '',
    });
    expect(written.toString()).toBe('register=1');
  });
});
