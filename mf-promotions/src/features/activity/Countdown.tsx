import { useEffect, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { beijingInstant } from 'shared/format';
import { splitDuration } from './duration';

const pad = (n: number) => String(n).padStart(2, '0');

/** 剩余 3天 04:05:06, ticking each second; 已结束 once the end has passed. */
export function Countdown({ endTime, className }: { endTime: string; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const end = beijingInstant(endTime);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return <span className={className}>{t('activity.status.ended')}</span>;
  const { days, hours, minutes, seconds } = splitDuration(left);
  return (
    // Announced once, not every second: the timer role is polite by default and silent here.
    <span className={className} role="timer" aria-live="off" data-testid="activity-countdown">
      {t('activity.countdown', { days, time: `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` })}
    </span>
  );
}
