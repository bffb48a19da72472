import { betResultCodeSchema, type BetResultCode } from 'shared/contract';

/** Every result code of SPEC §8, in the catalogue's order. */
export const BET_RESULT_CODES: readonly BetResultCode[] = betResultCodeSchema.options;

/** The i18n key (sports namespace) of a result's label: 赢, 半输, 赛事腰斩… */
export function resultLabelKey(code: BetResultCode): `records.result.${BetResultCode}` {
  return `records.result.${code}`;
}

/** Wins show in the win colour, losses in the loss colour, voids and pushes muted. */
export function resultTone(code: BetResultCode): 'win' | 'loss' | 'neutral' {
  if (code === 'W' || code === 'LW') return 'win';
  if (code === 'L' || code === 'LL') return 'loss';
  return 'neutral';
}
