import { describe, expect, it } from 'vitest';
import type { ChatMessage } from 'shared/contract';
import type { ChatLine } from './chat-room-view';
import { compareMessages, insertHistoryLine, newestMessage, replaceOwnLine } from './room-lines';

const message = (id: string, at: number): ChatMessage => ({
  id,
  cid: null,
  rid: 'match-g1',
  userId: 'u',
  name: 'n',
  role: 'member',
  vipLevel: 0,
  msg: id,
  at,
});
const line = (id: string, at: number): Extract<ChatLine, { kind: 'message' }> => ({
  kind: 'message',
  message: message(id, at),
  mine: false,
});
const system = (id: string): ChatLine => ({ kind: 'system', id, text: id, at: 0 });
const names = (lines: readonly ChatLine[]) =>
  lines.map((item) => (item.kind === 'message' ? item.message.id : item.kind === 'system' ? `[${item.id}]` : item.cid));

describe('room lines', () => {
  it('orders messages by time, then by id as a number', () => {
    expect(compareMessages(message('9', 5), message('10', 5))).toBeLessThan(0);
    expect(compareMessages(message('10', 4), message('9', 5))).toBeLessThan(0);
    expect(compareMessages(message('a', 5), message('a', 5))).toBe(0);
  });

  it('puts a first page above the join notice, older pages on top and newer ones after the last message', () => {
    let lines: ChatLine[] = [system('notice')];
    for (const item of [line('5', 5), line('6', 6)]) lines = insertHistoryLine(lines, item);
    expect(names(lines)).toEqual(['5', '6', '[notice]']);
    lines = insertHistoryLine(lines, line('4', 4));
    expect(names(lines)).toEqual(['4', '5', '6', '[notice]']);
    lines = insertHistoryLine(lines, line('7', 7));
    expect(names(lines)).toEqual(['4', '5', '6', '7', '[notice]']);
  });

  it('replaces or removes my pending line by cid', () => {
    const pending: ChatLine = { kind: 'pending', cid: 'cid-0001', msg: 'hi', at: 1 };
    const lines = [line('1', 1), pending];
    expect(names(replaceOwnLine(lines, 'cid-0001', line('2', 2)) ?? [])).toEqual(['1', '2']);
    expect(names(replaceOwnLine(lines, 'cid-0001', null) ?? [])).toEqual(['1']);
    expect(replaceOwnLine(lines, 'cid-9999', null)).toBeNull();
  });

  it('finds the newest message', () => {
    expect(newestMessage([line('3', 3), system('x'), line('2', 2)])?.id).toBe('3');
    expect(newestMessage([system('x')])).toBeNull();
  });
});
