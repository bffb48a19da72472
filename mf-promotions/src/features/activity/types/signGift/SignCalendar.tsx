import { useMemo } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../../setup';
import { monthGrid, type DayState } from './month-grid';
import type { SignGiftDetail } from './sign-detail';

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0.25rem;
  table-layout: fixed;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.25rem;
  }
  th {
    font-size: 0.75rem;
    font-weight: 400;
    color: ${({ theme }) => theme.textMuted};
  }
`;

const Day = styled.td<{ $state: DayState; $today: boolean }>`
  height: 2.75rem;
  text-align: center;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radius};
  font-size: 0.8125rem;
  background: ${({ theme, $state }) => ($state === 'signed' ? theme.primary : theme.surfaceAlt)};
  color: ${({ theme, $state }) => ($state === 'signed' ? theme.onPrimary : $state === 'future' || $state === 'missed' ? theme.textMuted : theme.text)};
  ${({ $today, theme }) =>
    $today &&
    css`
      outline: 2px solid ${theme.accent};
      outline-offset: -2px;
      font-weight: 700;
    `}
  small {
    display: block;
    font-size: 0.625rem;
    line-height: 1.2;
  }
`;

/** The current Beijing month: signed days filled, today ringed. */
export function SignCalendar({ detail }: { detail: SignGiftDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const weeks = useMemo(
    () => monthGrid(detail.today, new Set(detail.days.filter((day) => day.signed).map((day) => day.date))),
    [detail.today, detail.days],
  );
  const [year, month] = detail.today.split('-').map(Number);
  const weekdays = t('sign.weekdays').split(',');
  return (
    <Table data-testid="sign-calendar">
      <caption>{t('sign.month', { year, month })}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday} scope="col">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]!.key}>
            {week.map((cell) =>
              cell.kind === 'blank' ? (
                <td key={cell.key} aria-hidden />
              ) : (
                <Day
                  key={cell.key}
                  $state={cell.state}
                  $today={cell.today}
                  data-date={cell.date}
                  data-state={cell.state}
                  aria-current={cell.today ? 'date' : undefined}
                  aria-label={t(`sign.dayLabel.${cell.state}`, { day: cell.day })}
                >
                  {cell.day}
                  {cell.state === 'signed' && <small aria-hidden>{t('sign.signedMark')}</small>}
                  {cell.today && cell.state !== 'signed' && <small aria-hidden>{t('sign.todayMark')}</small>}
                </Day>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
