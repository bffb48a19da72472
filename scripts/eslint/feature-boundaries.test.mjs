import { test } from 'node:test';
import assert from 'node:assert/strict';
import { reachesIn } from './feature-boundaries.mjs';

const file = '/repo/mf-sports/src/features/book/board/Board.tsx';

test('a feature may import its own files, however deep', () => {
  assert.equal(reachesIn(file, '../odds/price'), false);
  assert.equal(reachesIn(file, './Row'), false);
});

test('another feature only through its index', () => {
  assert.equal(reachesIn(file, '../../slip'), false);
  assert.equal(reachesIn(file, '../../slip/index'), false);
  assert.equal(reachesIn(file, '../../slip/index.ts'), false);
  assert.equal(reachesIn(file, '../../slip/ticket/Ticket'), true);
  assert.equal(reachesIn(file, '../../slip/use-slip'), true);
});

test('code outside features reaches in only through the index too', () => {
  const expose = '/repo/mf-sports/src/exposes/SportsPage.tsx';
  assert.equal(reachesIn(expose, '../features/book'), false);
  assert.equal(reachesIn(expose, '../features/book/BookPage'), true);
  assert.equal(reachesIn(expose, '../lib/format'), false);
});

test('package imports are not its business', () => {
  assert.equal(reachesIn(file, 'shared/ui'), false);
});
