import { beijingInstant } from './beijing-instant';

/** China Standard Time has no daylight saving: a fixed offset is exact in every browser zone. */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * The shapes a time is shown in; every one is Beijing wall-clock time.
 * second 'YYYY-MM-DD HH:mm:ss' · minute 'YYYY-MM-DD HH:mm' · day 'YYYY-MM-DD' ·
 * monthMinute 'MM-DD HH:mm' · time 'HH:mm:ss' · clock 'HH:mm'.
 */
export type BeijingTimeShape = 'second' | 'minute' | 'day' | 'monthMinute' | 'time' | 'clock';

/** Where each shape sits in 'YYYY-MM-DD HH:mm:ss'. */
const SLICES: Record<BeijingTimeShape, readonly [number, number]> = {
  second: [0, 19],
  minute: [0, 16],
  day: [0, 10],
  monthMinute: [5, 16],
  time: [11, 19],
  clock: [11, 16],
};

/** The instant of what the server sends: ISO, epoch ms, a Date, or a Beijing wall-clock text. */
function instantOf(at: string | number | Date): number {
  if (at instanceof Date) return at.getTime();
  return typeof at === 'number' ? at : beijingInstant(at);
}

/**
 * The one way the site prints a time: Beijing time whatever the visitor's zone (SPEC: records and
 * deadlines are in Beijing time). An unreadable string comes back as it was; an unreadable
 * number or Date as ''.
 */
export function formatBeijingTime(at: string | number | Date, shape: BeijingTimeShape = 'second'): string {
  const ms = instantOf(at);
  if (Number.isNaN(ms)) return typeof at === 'string' ? at : '';
  const [start, end] = SLICES[shape];
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ').slice(start, end);
}
