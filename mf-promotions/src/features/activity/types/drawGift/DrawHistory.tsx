import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatBeijingTime, formatMoney } from 'shared/format';
import { NAMESPACE } from '../../../../setup';
import type { DrawGiftDetail } from './draw-detail';

const Section = styled.section`
  h3 {
    margin: 0 0 0.5rem;
    font-size: 0.9375rem;
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.25rem 1rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.border};
    font-size: 0.8125rem;
  }
  time {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.75rem;
  }
  p {
    margin: 0;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** The member's draws, as the server lists them. */
export function DrawHistory({ history }: { history: DrawGiftDetail['history'] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section aria-labelledby="draw-history-title" data-testid="draw-history">
      <h3 id="draw-history-title">{t('draw.history.title')}</h3>
      {history.length === 0 ? (
        <p role="status">{t('draw.history.empty')}</p>
      ) : (
        <ol>
          {history.map((entry, index) => (
            <li key={`${entry.at}-${index}`}>
              <span>{entry.prizeName}</span>
              <span>{entry.amount > 0 ? formatMoney(entry.amount) : t('draw.noWin')}</span>
              <time dateTime={entry.at}>{formatBeijingTime(entry.at)}</time>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
