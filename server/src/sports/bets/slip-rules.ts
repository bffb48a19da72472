import { MAX_SLIP_SELECTIONS, ResponseCode, type BetMode } from 'shared/contract';
import { DomainError } from '../../domain/domain-error';
import { yuanToFen } from '../../wallet/money';
import { BET_LIMITS } from './bet-limits';
import type { ResolvedSelection } from './resolve-selections';

/**
 * The slip's shape (7105): single takes one selection; series at least two, each from a different
 * fixture; champion selections never mix with the others (SPEC §4); no selection twice.
 */
export function checkSlip(mode: BetMode, resolved: readonly ResolvedSelection[]): void {
  const refuse = (message: string) => new DomainError(ResponseCode.INVALID_SELECTIONS, message);
  if (mode === 'single' && resolved.length !== 1) throw refuse('单注只能选择一个投注项');
  if (mode === 'series' && resolved.length < 2) throw refuse('串关至少需要两个投注项');
  if (resolved.length > MAX_SLIP_SELECTIONS) throw refuse('投注项数量已达上限');
  const keys = new Set(resolved.map((s) => `${s.selection.gameId}|${s.selection.w}|${s.selection.r}`));
  if (keys.size !== resolved.length) throw refuse('同一投注项不能重复选择');
  if (new Set(resolved.map((s) => s.champion)).size > 1) throw refuse('冠军投注不能与其他投注混合');
  if (mode === 'series' && new Set(resolved.map((s) => s.fixtureId)).size !== resolved.length)
    throw refuse('串关的投注项不能来自同一场比赛');
}

/** The stake in fen within the mode's bounds (7104); a stake with more than two decimals is a bad request. */
export function checkStake(mode: BetMode, stake: number): number {
  const { minStake, maxStake } = BET_LIMITS[mode];
  let fen: number;
  try {
    fen = yuanToFen(stake);
  } catch {
    throw new DomainError(ResponseCode.INVALID_PARAMETER, '投注金额最多两位小数');
  }
  if (fen < minStake * 100 || fen > maxStake * 100)
    throw new DomainError(ResponseCode.STAKE_OUT_OF_RANGE, `投注金额须在 ${minStake} 至 ${maxStake} 元之间`);
  return fen;
}

/** Prices (or lines) that moved since the member saw them: the current ones, for 7102's data. */
export function movedPrices(
  resolved: readonly ResolvedSelection[],
): { gameId: string; w: string; r: string; odds: number; ratio: string | null }[] | null {
  const moved = resolved.some(
    (s) => Math.abs(s.odds - s.selection.odds) > 0.0001 || (s.ratio ?? null) !== (s.selection.ratio ?? null),
  );
  if (!moved) return null;
  return resolved.map((s) => ({
    gameId: s.selection.gameId,
    w: s.selection.w,
    r: s.selection.r,
    odds: s.odds,
    ratio: s.ratio,
  }));
}
