import { formatBeijingTime } from 'shared/format';

/** Kick-off as the site shows it: Beijing wall-clock 'MM-DD HH:mm', whatever the visitor's zone. */
export function formatKickoff(iso: string): string {
  return formatBeijingTime(iso, 'monthMinute');
}
