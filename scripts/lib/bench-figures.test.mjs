import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { P95_MIN_SAMPLES, columns, median, nearestRank, runsOption, summarise, tableLines } from './bench-figures.mjs';

describe('bench figures', () => {
  test('the median of an odd and an even count, in any order', () => {
    assert.equal(median([9, 1, 5]), 5);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });

  test('nearest-rank percentiles', () => {
    const samples = Array.from({ length: 20 }, (_, i) => 20 - i);
    assert.equal(nearestRank(samples, 95), 19);
    assert.equal(nearestRank(samples, 100), 20);
    assert.equal(nearestRank(samples, 0), 1);
    assert.equal(nearestRank([7], 95), 7);
  });

  test('p95 only from enough samples', () => {
    assert.deepEqual(summarise([3, 1, 2]), { n: 3, median: 2, p95: null });
    const many = Array.from({ length: P95_MIN_SAMPLES }, (_, i) => i + 1);
    assert.equal(summarise(many).p95, 19);
  });

  test('--runs as two arguments or one, and refused when not a count', () => {
    assert.equal(runsOption([], 5), 5);
    assert.equal(runsOption(['--no-build', '--runs', '3'], 5), 3);
    assert.equal(runsOption(['--runs=7'], 5), 7);
    assert.throws(() => runsOption(['--runs'], 5), /--runs/);
    assert.throws(() => runsOption(['--runs', '0'], 5), /from 1 to 50/);
    assert.throws(() => runsOption(['--runs', '2.5'], 5), /2\.5/);
    assert.throws(() => runsOption(['--runs', '51'], 5), /51/);
  });

  test('a table lines up its columns, numbers to the right', () => {
    assert.deepEqual(
      tableLines([
        ['what', 'ms'],
        ['publish', '1,250'],
        ['pin', '8'],
      ]),
      ['what     ms', '-------  -----', 'publish  1,250', 'pin          8'],
    );
    assert.deepEqual(tableLines([]), []);
  });

  test('Chinese takes two columns a character, so the columns still line up', () => {
    assert.equal(columns('优惠 /a'), 7);
    assert.deepEqual(
      tableLines([
        ['page', 'n'],
        ['优惠', '1'],
        ['home', '2'],
      ]),
      ['page  n', '----  -', '优惠  1', 'home  2'],
    );
  });
});
