import { describe, expect, it } from 'vitest';
import type { Queryable, SqlValue } from '../db/database';
import { ApiCallRecorder, type RecordedCall } from './api-call-recorder';

/** Notes each insert's parameters; `fail` makes the next one throw. */
function fakeDb() {
  const inserts: (readonly SqlValue[])[] = [];
  let fail = false;
  const db: Queryable = {
    query: async <T extends object>(_sql: string, params: readonly SqlValue[] = []): Promise<T[]> => {
      if (fail) {
        fail = false;
        throw new Error('database away');
      }
      inserts.push(params);
      return [];
    },
    exec: async () => undefined,
  };
  return { db, inserts, failNext: () => (fail = true) };
}

const call = (path: string): RecordedCall => ({
  traceId: 't-1',
  siteId: '1',
  path,
  httpStatus: 200,
  code: 6000,
  ms: 3,
  memberId: null,
  at: new Date(),
});

describe('the API call recorder', () => {
  it('writes what is buffered in one insert per flush, and nothing when empty', async () => {
    const { db, inserts } = fakeDb();
    const recorder = new ApiCallRecorder(db);
    recorder.record(call('/a'));
    recorder.record(call('/b'));
    await recorder.flush();
    await recorder.flush();
    expect(inserts).toHaveLength(1);
    expect(inserts[0]?.filter((value) => typeof value === 'string' && value.startsWith('/'))).toEqual(['/a', '/b']);
  });

  it('drops and counts calls past its bound instead of growing', async () => {
    const { db, inserts } = fakeDb();
    const recorder = new ApiCallRecorder(db, 2);
    for (const path of ['/a', '/b', '/c']) recorder.record(call(path));
    expect([recorder.size, recorder.dropped]).toEqual([2, 1]);
    await recorder.flush();
    expect(inserts[0]).toHaveLength(16);
  });

  it('goes on flushing after a failed write', async () => {
    const { db, inserts, failNext } = fakeDb();
    const recorder = new ApiCallRecorder(db);
    failNext();
    recorder.record(call('/lost'));
    await expect(recorder.flush()).rejects.toThrow('database away');
    recorder.record(call('/kept'));
    await recorder.flush();
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toContain('/kept');
  });
});
