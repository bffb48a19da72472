import { feedServerMessageSchema, matchChangeSchema, playCodeSchema, type FeedServerMessage } from 'shared/contract';
import type { FeedBatch } from './feed-store';

const PLAY_CODES: ReadonlySet<string> = new Set(playCodeSchema.options);

/**
 * One feed message from its JSON text, or null when it is not of the protocol (counted and dropped
 * by the client). Batches carry thousands of odds tuples a second, so they get a hand-written check
 * of the same rules as the schema (measured several times faster than zod on that path); the few
 * match changes and the other messages go through zod.
 */
export function parseFeedMessage(text: unknown): FeedServerMessage | null {
  if (typeof text !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (isRecord(data) && data.type === 'batch') return isBatch(data) ? data : null;
  const parsed = feedServerMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBatch(data: Record<string, unknown>): data is FeedBatch {
  const { seq, at, odds, matches, ended } = data;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0 || typeof at !== 'number') return false;
  if (!Array.isArray(odds) || !Array.isArray(matches) || !Array.isArray(ended)) return false;
  for (const change of odds) if (!isOddsChange(change)) return false;
  for (const id of ended) if (typeof id !== 'string') return false;
  const checked = [];
  for (const change of matches) {
    const parsed = matchChangeSchema.safeParse(change);
    if (!parsed.success) return false;
    checked.push(parsed.data);
  }
  // zod's output drops fields outside the protocol, which would otherwise be merged into the match.
  data.matches = checked;
  return true;
}

/** [gameId, w, r, European odds > 1, ratio or null, open 1/0], as oddsChangeSchema says. */
function isOddsChange(change: unknown): boolean {
  if (!Array.isArray(change) || change.length !== 6) return false;
  const [gameId, w, r, odds, ratio, open] = change as unknown[];
  return (
    typeof gameId === 'string' &&
    typeof w === 'string' &&
    PLAY_CODES.has(w) &&
    typeof r === 'string' &&
    typeof odds === 'number' &&
    odds > 1 &&
    Number.isFinite(odds) &&
    (ratio === null || typeof ratio === 'string') &&
    (open === 0 || open === 1)
  );
}
