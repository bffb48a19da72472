import { useCallback } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { oddsPolicySchema, type BetMode } from 'shared/contract';
import { balanceAtom, oddsFormatAtom } from 'shared/state';
import { Button } from 'shared/ui';
import { slipBlocker, type SlipBlocker } from './limits/slip-placeable';
import { slipOddsFormat } from './ticket/slip-request';
import { NAMESPACE } from '../../setup';
import { dispatchSlipAtom, slipNoticeAtom, slipStateAtom } from './slip-atoms';
import { SlipModeTabs } from './SlipModeTabs';
import { SlipNoticeBar } from './SlipNoticeBar';
import { SlipPending } from './ticket/SlipPending';
import { SlipResult } from './ticket/SlipResult';
import { SlipSelectionItem } from './SlipSelectionItem';
import { SlipStakeBox } from './stake/SlipStakeBox';
import { SlipPanel } from './slip-panel';
import { useBetLimits } from './limits/use-bet-limits';
import { useLiveSlipPrices } from './prices/use-live-slip-prices';
import { useOddsPolicy } from './prices/use-odds-policy';
import { QuickStakes } from './stake/QuickStakes';
import { usePlaceBet } from './ticket/use-place-bet';
import { useStakeInput } from './stake/use-stake-input';
import { useTicketPolling } from './ticket/use-ticket-polling';

const Column = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: 100%;
  max-width: 22rem;
  min-width: 0;
  padding: 0.875rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme }) => theme.surface};
  color: ${({ theme }) => theme.text};
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  h2 span {
    margin-left: 0.375rem;
    color: ${({ theme }) => theme.primary};
    font-variant-numeric: tabular-nums;
  }
  button {
    min-height: 1.75rem;
    padding: 0 0.5rem;
    font-size: 0.8125rem;
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 50vh;
  overflow-y: auto;
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 0.5rem;
  text-align: center;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  border: 1px dashed ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Policy = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.375rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.textMuted};
  select {
    min-height: 1.75rem;
    padding: 0 0.375rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
    font-size: 0.8125rem;
  }
  select:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 1px;
  }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.75rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.warning};
  font-size: 0.75rem;
`;

/** Blockers worth a sentence; the others (empty, no stake, pending) explain themselves. */
const explained: ReadonlySet<SlipBlocker> = new Set(['closed', 'invalid', 'seriesTooFew', 'belowMin', 'aboveMax']);

/** The bet slip column of the local book (SPEC §4, §5): selections, stake, winnings and 投注. */
export function BetSlip() {
  const { t } = useTranslation(NAMESPACE);
  const state = useAtomValue(slipStateAtom);
  const dispatch = useSetAtom(dispatchSlipAtom);
  const setNotice = useSetAtom(slipNoticeAtom);
  const memberFormat = useAtomValue(oddsFormatAtom) ?? 'H';
  const balance = useAtomValue(balanceAtom)?.centerWalletBalance ?? null;
  const format = slipOddsFormat(state, memberFormat);

  useLiveSlipPrices(state.selections);
  const pollFailed = useTicketPolling();
  const limitsState = useBetLimits(state.mode);
  const limits = limitsState.status === 'success' ? limitsState.data : null;
  const onStake = useStakeInput(limits);
  const { place, placing } = usePlaceBet(limits);
  const choosePolicy = useOddsPolicy();

  const remove = useCallback((key: string) => dispatch({ type: 'remove', key }), [dispatch]);
  const chooseMode = (mode: BetMode) => {
    setNotice(null);
    dispatch({ type: 'setMode', mode });
  };

  const blocker = slipBlocker(state, limits);
  const changed = Object.keys(state.changes).length > 0;
  const pending = state.pendingTickets.length > 0;

  return (
    <Column data-testid="bet-slip" aria-labelledby="bet-slip-title">
      <Head>
        <h2 id="bet-slip-title">
          {t('slip.title')}
          <span data-testid="slip-count">{state.selections.length}</span>
        </h2>
        <Button
          variant="ghost"
          data-testid="slip-clear"
          disabled={state.selections.length === 0 || placing}
          onClick={() => dispatch({ type: 'clear' })}
        >
          {t('slip.clear')}
        </Button>
      </Head>
      <SlipModeTabs mode={state.mode} onChange={chooseMode} />
      {state.mode === 'series' && memberFormat !== 'H' && (
        <Note data-testid="slip-series-format">{t('slip.seriesHk')}</Note>
      )}
      <SlipNoticeBar />
      {pending && <SlipPending ticketIds={state.pendingTickets} pollFailed={pollFailed} />}
      <SlipResult />
      {state.selections.length === 0 ? (
        <Empty>{t('slip.empty')}</Empty>
      ) : (
        <List aria-label={t('slip.title')}>
          {state.selections.map((selection) => (
            <SlipSelectionItem
              key={selection.key}
              selection={selection}
              format={format}
              change={state.changes[selection.key]}
              onRemove={remove}
            />
          ))}
        </List>
      )}
      {changed && (
        <SlipPanel $tone="warning" role="alert">
          <div>{t('slip.blocker.priceChanged')}</div>
          <Button data-testid="slip-accept-odds" onClick={() => dispatch({ type: 'acceptChanges' })}>
            {t('slip.acceptOdds')}
          </Button>
        </SlipPanel>
      )}
      <SlipStakeBox
        state={state}
        format={format}
        limits={{ status: limitsState.status, data: limits, reload: limitsState.reload }}
        balance={balance}
        disabled={placing}
        onStake={onStake}
        quick={
          <QuickStakes
            stake={state.stake}
            limits={limits}
            balance={balance}
            tickets={state.mode === 'multiple' ? Math.max(1, state.selections.length) : 1}
            disabled={placing}
            onStake={onStake}
          />
        }
      />
      <Policy>
        {t('oddsPolicy.label')}
        <select
          data-testid="slip-odds-policy"
          value={state.oddsPolicy}
          onChange={(event) => {
            const chosen = oddsPolicySchema.safeParse(event.target.value);
            if (chosen.success) choosePolicy(chosen.data);
          }}
        >
          {oddsPolicySchema.options.map((policy) => (
            <option key={policy} value={policy}>
              {t(`oddsPolicy.${policy}`)}
            </option>
          ))}
        </select>
      </Policy>
      {blocker && explained.has(blocker) && (
        <Hint data-testid="slip-hint">
          {t(`slip.blocker.${blocker}`, { min: limits?.minStake ?? '', max: limits?.maxStake ?? '' })}
        </Hint>
      )}
      <Button block data-testid="slip-place" loading={placing} disabled={blocker !== null} onClick={() => void place()}>
        {t('slip.place')}
      </Button>
    </Column>
  );
}
