import { describe, expect, it } from 'vitest';
import type { AuditEntry } from 'shared/contract/console';
import { auditCsv, csvField } from './audit-csv';

const entry: AuditEntry = {
  id: 7,
  operatorId: 2,
  operatorName: 'finance',
  role: 'finance',
  at: '2026-11-27T12:00:00.000Z',
  action: 'withdraw.refuse',
  target: 'withdraw:W1',
  before: { status: 'pending' },
  after: { status: 'refused', remark: '账户 "有误",\n请核实' },
  reason: '账户 "有误",\n请核实',
  traceId: '',
  address: '10.0.0.1',
};

describe('audit CSV', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes a BOM, a Chinese header and one CRLF line per row, JSON for before and after', () => {
    const csv = auditCsv([entry]);
    expect(csv.startsWith('\uFEFF编号,时间,操作员,')).toBe(true);
    const [, row] = csv.slice(1).split('\r\n');
    expect(row).toBe(
      '7,2026-11-27T12:00:00.000Z,finance,finance,withdraw.refuse,withdraw:W1,"{""status"":""pending""}",' +
        '"{""status"":""refused"",""remark"":""账户 \\""有误\\"",\\n请核实""}","账户 ""有误"",\n请核实",,10.0.0.1',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
