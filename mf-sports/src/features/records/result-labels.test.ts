import { describe, expect, it } from 'vitest';
import { i18n } from 'shared/i18n';
import { BET_RESULT_CODES, resultLabelKey, resultTone } from './result-labels';
import { NAMESPACE } from '../../setup';

/** SPEC §8: Chinese labels verbatim, the English glosses in natural Simplified Chinese. */
const expected = {
  A: '还原',
  W: '赢',
  LW: '半赢',
  LL: '半输',
  L: '输',
  D: '取消',
  P: '和',
  D0: '自动取消',
  D1: '赛事取消',
  D2: '盘口/赔率错误',
  D3: '赛果错误',
  D4: '异常注单',
  D5: '赛事提前开赛',
  D6: '进球取消',
  D7: '红牌取消',
  DC: '队名错误',
  DD: '赛事延期',
  DE: '比赛时间不规范',
  DF: '赛事腰斩',
  DN: '赛事腰斩',
  DG: '球员退赛',
  DH: '主客场错误',
  DI: '联赛名称错误',
  DK: '赛程错误',
  DO: '无角球',
  DP: '无罚牌',
  DQ: '无点球',
  DR: '投注失败',
  DS: '无局数',
  DT: '赛事取消',
  DU: '视频裁判',
  DW: '球员未上场',
  // A ticket cashed out before its result (not in SPEC §8).
  CO: '已兑现',
} as const;

describe('result labels', () => {
  it('covers every result code of the contract', () => {
    expect([...BET_RESULT_CODES].sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s reads %s', (code, label) => {
    const key = resultLabelKey(code as keyof typeof expected);
    expect(i18n.exists(`${NAMESPACE}:${key}`, { lng: 'zh-CN' })).toBe(true);
    expect(i18n.t(`${NAMESPACE}:${key}`, { lng: 'zh-CN' })).toBe(label);
  });

  it('colours wins, losses and the rest', () => {
    expect(resultTone('W')).toBe('win');
    expect(resultTone('LW')).toBe('win');
    expect(resultTone('L')).toBe('loss');
    expect(resultTone('LL')).toBe('loss');
    expect(resultTone('P')).toBe('neutral');
    expect(resultTone('D3')).toBe('neutral');
  });
});
