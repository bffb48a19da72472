import type { ReactNode } from 'react';
import styled from 'styled-components';
import { textOn } from 'shared/ui';
import { useTranslation } from 'shared/i18n';
import type { ActivityConfig } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { Countdown } from './Countdown';
import { PanelSection } from './PanelSection';

const Banner = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surface};
`;

const Head = styled.header`
  margin: 1rem 0;
  h1 {
    margin: 0 0 0.25rem;
    font-size: 1.375rem;
    color: ${({ theme }) => theme.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Window = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.textMuted};
`;

const Status = styled.span<{ $status: ActivityConfig['status'] }>`
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme, $status }) => ($status === 'upcoming' ? theme.onPrimary : textOn($status === 'running' ? theme.success : theme.textMuted))};
  background: ${({ theme, $status }) => ($status === 'running' ? theme.success : $status === 'upcoming' ? theme.primary : theme.textMuted)};
`;

/** The parts every activity page shares: banner, title, time window with status, then its body, then the rules. */
export function ActivityShell({ activity, children }: { activity: ActivityConfig; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <article aria-labelledby="activity-title" data-testid="activity-page">
      {activity.imageUrl && <Banner src={activity.imageUrl} alt="" />}
      <Head>
        <h1 id="activity-title">{activity.title}</h1>
        {activity.subtitle && <p>{activity.subtitle}</p>}
        <Window>
          <Status $status={activity.status} data-testid="activity-status">
            {t(`activity.status.${activity.status}`)}
          </Status>
          <span>{t('activity.window', { start: activity.startTime, end: activity.endTime })}</span>
          {activity.status === 'running' && <Countdown endTime={activity.endTime} />}
        </Window>
      </Head>
      {children}
      {activity.rules.length > 0 && (
        <PanelSection aria-labelledby="activity-rules">
          <h2 id="activity-rules">{t('activity.rules')}</h2>
          <ol>
            {activity.rules.map((rule, index) => (
              <li key={index}>{rule}</li>
            ))}
          </ol>
        </PanelSection>
      )}
    </article>
  );
}
