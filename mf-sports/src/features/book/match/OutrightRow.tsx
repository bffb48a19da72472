import { memo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { Outright } from 'shared/contract';
import { beijingParts } from './clock';
import { NAMESPACE } from '../../../setup';
import { feedStats } from '../../feed';
import { OutrightRate } from '../odds/OutrightRate';

const Card = styled.div`
  padding: 0.625rem 0.75rem 0.75rem;
  background: ${({ theme }) => theme.surface};
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: 0.5rem;
  strong {
    font-size: 0.875rem;
  }
  span {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Rates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.375rem;
`;

/** An outright market (SPEC §3 championRate): its title, closing time and every rate. */
export const OutrightRow = memo(function OutrightRow({ outright }: { outright: Outright }) {
  feedStats.rowRenders += 1;
  const { t } = useTranslation(NAMESPACE);
  const closes = beijingParts(outright.closesAt);
  return (
    <Card data-testid="outright-row" data-game-id={outright.gameId}>
      <Head>
        <strong>{outright.title}</strong>
        {closes && <span>{t('book.outright.closes', { date: closes.date, time: closes.time })}</span>}
      </Head>
      <Rates>
        {outright.rates.map((rate) => (
          <OutrightRate key={rate.rtype} outright={outright} rate={rate} />
        ))}
      </Rates>
    </Card>
  );
});
