import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleAuditLog } from 'shared/contract/console';
import { consoleLoginAs, consoleOk } from '../testing/console-calls';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_OPERATORS } from './demo-operators';
import { auditSeededOperators, SEED_AUDIT_REASON } from './seed-operators';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testMode: true });
});
afterAll(async () => {
  await t.close();
});

describe('seeded demo operators', () => {
  it('have their creation in the audit log of a fresh database, once', async () => {
    const admin = await consoleLoginAs(t.app, 'admin', new Date());
    const created = async () =>
      (await consoleOk(t.app, consoleAuditLog, { pageNum: 1, pageSize: 50, action: 'operator.create' }, admin)).list;
    const rows = await created();
    expect(rows.map((row) => (row.after as { name: string }).name).sort()).toEqual(
      DEMO_OPERATORS.map((o) => o.name).sort(),
    );
    expect(rows.every((row) => row.reason === SEED_AUDIT_REASON && row.operatorName === 'admin')).toBe(true);
    // The step again (a database seeded before it) adds nothing twice.
    await t.db.transaction((tx) => auditSeededOperators(tx, new Date()));
    expect(await created()).toHaveLength(rows.length);
  });
});
