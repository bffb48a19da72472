import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { formatMoney } from 'shared/format';
import { NAMESPACE } from '../../setup';
import { progressTo } from './grade-progress';
import { ProgressBar } from './ProgressBar';
import type { MemberGrade } from './use-vip-overview';

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr);
  gap: 1.5rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-top: 4px solid ${({ theme }) => theme.accent};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: linear-gradient(
    135deg,
    color-mix(in srgb, ${({ theme }) => theme.accent} 14%, ${({ theme }) => theme.surface}),
    ${({ theme }) => theme.surface} 70%
  );
  @media (max-width: 40rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Badge = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.textMuted};
  }
  h2 {
    margin: 0;
    font-size: 1.75rem;
    color: ${({ theme }) => theme.text};
  }
`;

const Way = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 0.875rem;
  h3 {
    margin: 0;
    font-size: 0.9375rem;
    font-weight: 500;
  }
`;

const Top = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.accent};
`;

/** The member's grade and, below the top grade, the deposit and turnover still needed for the next. */
export function GradeCard({ member, noSave }: { member: MemberGrade; noSave: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const next = member.next;
  const deposit = next ? progressTo(member.deposit, next.depositRequired) : null;
  const turnover = next ? progressTo(member.turnover, next.turnoverRequired) : null;
  const note = (remaining: number, reached: boolean) =>
    reached ? t('vip.card.reached') : t('vip.card.remaining', { amount: formatMoney(remaining) });
  return (
    <Card aria-labelledby="vip-grade-name" data-testid="vip-grade-card">
      <Badge>
        <span>{t('vip.card.current')}</span>
        <h2 id="vip-grade-name">{member.name}</h2>
      </Badge>
      <Way>
        {next === null ? (
          <Top data-testid="vip-top-grade">{t('vip.card.top')}</Top>
        ) : (
          <>
            <h3>{t('vip.card.toNext', { name: next.name })}</h3>
            {!noSave && deposit && (
              <ProgressBar
                testId="vip-progress-deposit"
                label={t('vip.card.deposit')}
                figures={`${formatMoney(member.deposit)} / ${formatMoney(next.depositRequired)}`}
                note={note(deposit.remaining, deposit.reached)}
                progress={deposit}
              />
            )}
            {turnover && (
              <ProgressBar
                testId="vip-progress-turnover"
                label={t('vip.card.turnover')}
                figures={`${formatMoney(member.turnover)} / ${formatMoney(next.turnoverRequired)}`}
                note={note(turnover.remaining, turnover.reached)}
                progress={turnover}
              />
            )}
          </>
        )}
      </Way>
    </Card>
  );
}
