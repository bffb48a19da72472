import type { PlayCode } from 'shared/contract';
import { playInfo } from '../rules/plays';

/** The pick as the member saw it: a team, 和局, 大 2.5 / 小 2.5, 单 / 双. */
export function pickName(w: PlayCode, r: string, ratio: string | null, teamH: string, teamC: string): string {
  switch (playInfo(w).kind) {
    case 'total':
      return `${r === 'O' ? '大' : '小'} ${ratio ?? ''}`.trim();
    case 'oddEven':
      return r === 'ODD' ? '单' : '双';
    case 'handicap':
    case 'moneyline':
      return r === 'H' ? teamH : r === 'C' ? teamC : '和局';
    case 'outright':
      return r;
  }
}
