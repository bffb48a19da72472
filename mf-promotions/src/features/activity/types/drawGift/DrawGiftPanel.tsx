import { useState } from 'react';
import styled from 'styled-components';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { bus } from 'shared/bus';
import { formatMoney } from 'shared/format';
import { isLoggedInAtom } from 'shared/state';
import { Button, usePrefersReducedMotion } from 'shared/ui';
import { NAMESPACE } from '../../../../setup';
import { ActionError } from '../../ActionError';
import { canAct, type PanelProps } from '../../panel-props';
import { announceReward, useActivityAction } from '../../use-activity-action';
import type { DrawGiftDetail, DrawPrize } from './draw-detail';
import { DrawHistory } from './DrawHistory';
import { PrizeBoard } from './PrizeBoard';
import { useDrawSpin } from './use-draw-spin';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Result = styled.p<{ $won: boolean }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  font-weight: 600;
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme, $won }) => ($won ? theme.accent : theme.textMuted)};
`;

/** What the last draw landed on; `prize` null when the server named no prize. */
interface Outcome {
  prize: DrawPrize | null;
}

/** drawGift: the prize board; a member draws and the lights stop on the prize the server drew. */
export function DrawGiftPanel({ activity, onChange }: PanelProps<'drawGift'>) {
  const { t } = useTranslation(NAMESPACE);
  const member = useAtomValue(isLoggedInAtom);
  const { run, busy, error } = useActivityAction(activity, onChange);
  const reducedMotion = usePrefersReducedMotion();
  const spin = useDrawSpin(activity.detail.prizes.length, reducedMotion);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The server answers the new chances and history with the prize; until the lights rest on it the
  // page keeps showing the state before the draw, so nothing tells the prize early.
  const [before, setBefore] = useState<DrawGiftDetail | null>(null);
  const detail = before ?? activity.detail;
  // The shell shows why (not started, ended, join first); here the draw just waits for it.
  const open = canAct(activity);
  const drawing = spin.spinning || busy;

  const draw = async () => {
    const { prizes } = activity.detail;
    setOutcome(null);
    setBefore(activity.detail);
    spin.start();
    const answer = await run({ action: 'draw' }, { announceReward: false });
    const prize = answer?.prize ?? null;
    const index = prize ? prizes.findIndex((candidate) => candidate.id === prize.id) : -1;
    await spin.land(index >= 0 ? index : null);
    setBefore(null);
    if (answer) {
      setOutcome({ prize });
      // Only now, with the lights at rest on the prize, may the toast and the balance tell it.
      announceReward(answer, t);
    }
  };

  const won = outcome?.prize != null && outcome.prize.amount > 0;
  return (
    <Section aria-labelledby="draw-gift-title" data-testid="draw-gift-panel">
      <h2 id="draw-gift-title">{t('draw.title')}</h2>
      <PrizeBoard prizes={detail.prizes} lit={spin.lit}>
        {member ? (
          <>
            <Button
              loading={busy}
              disabled={drawing || detail.chances === 0 || !open}
              data-testid="draw-button"
              onClick={() => void draw()}
            >
              {drawing ? t('draw.drawing') : t('draw.draw')}
            </Button>
            <span data-testid="draw-chances">{t('draw.chances', { count: detail.chances })}</span>
          </>
        ) : (
          <Button data-testid="activity-login" onClick={() => bus.emit('ui:login-tips')}>
            {t('draw.login')}
          </Button>
        )}
      </PrizeBoard>
      <div aria-live="polite" data-testid="draw-result">
        {outcome && (
          <Result $won={won}>
            {won && outcome.prize
              ? t('draw.won', { name: outcome.prize.name, amount: formatMoney(outcome.prize.amount) })
              : t('draw.noWin')}
          </Result>
        )}
      </div>
      {error && <ActionError role="alert">{error}</ActionError>}
      {member && detail.chances === 0 && !drawing && <Note data-testid="draw-no-chances">{t('draw.noChances')}</Note>}
      <Note>{t('draw.chanceRule', { rule: detail.chanceRule })}</Note>
      {member && <DrawHistory history={detail.history} />}
    </Section>
  );
}
