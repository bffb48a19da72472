import { formatBeijingTime } from 'shared/format';

/** 'YYYY-MM-DD HH:mm' of an epoch-ms instant in Beijing time, as the rest of the site prints times. */
function beijingMinute(at: number): string {
  return formatBeijingTime(at, 'minute');
}

/** HH:mm of a chat line. */
export function chatClock(at: number): string {
  return beijingMinute(at).slice(11);
}

/** HH:mm on the same Beijing day as `now`, otherwise MM-DD HH:mm (a mute may last days). */
export function chatDeadline(at: number, now: number): string {
  const when = beijingMinute(at);
  return when.slice(0, 10) === beijingMinute(now).slice(0, 10) ? when.slice(11) : when.slice(5);
}
