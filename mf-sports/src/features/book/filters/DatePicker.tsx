import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../../setup';
import { bookActionAtom, bookFilterAtom } from '../book-atoms';
import { TabButton, TabStrip } from './tab-button';

/** 'YYYY-MM-DD' → its weekday 0 (Sunday) … 6, as a calendar day, whatever the visitor's zone. */
export function weekdayOf(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** The early market's days (Beijing, from the leagues answer); none chosen shows every day. */
export function DatePicker({ dates }: { dates: readonly string[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { date } = useAtomValue(bookFilterAtom);
  const act = useSetAtom(bookActionAtom);
  const days = date && !dates.includes(date) ? [date, ...dates] : dates;
  return (
    <TabStrip role="group" aria-label={t('book.date.label')}>
      <TabButton
        type="button"
        $active={date === null}
        aria-pressed={date === null}
        data-testid="date-all"
        onClick={() => act({ type: 'date', date: null })}
      >
        {t('book.date.all')}
      </TabButton>
      {days.map((day) => (
        <TabButton
          key={day}
          type="button"
          $active={day === date}
          aria-pressed={day === date}
          data-testid={`date-${day}`}
          onClick={() => act({ type: 'date', date: day })}
        >
          {day.slice(5)} {t(`book.date.weekday.${weekdayOf(day)}`)}
        </TabButton>
      ))}
    </TabStrip>
  );
}
