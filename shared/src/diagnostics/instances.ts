/**
 * Every singleton (React, the jotai store, the bus, the api client) registers here when its module
 * runs, and each app registers the React it renders with. If Module Federation ever loads a second
 * copy of a shared package, a kind gets two entries: the e2e suite reads this registry to prove the
 * page holds exactly one of each, and that every loaded remote used it.
 */
interface Entry {
  instance: unknown;
  owners: string[];
}

type Registry = Record<string, Entry[]>;

const GLOBAL_KEY = '__PLATFORM_INSTANCES__';

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Registry };
  holder[GLOBAL_KEY] ??= {};
  return holder[GLOBAL_KEY];
}

export function registerInstance(kind: string, instance: unknown, owner = 'shared'): void {
  const entries = (registry()[kind] ??= []);
  const entry = entries.find((e) => e.instance === instance);
  if (!entry) entries.push({ instance, owners: [owner] });
  else if (!entry.owners.includes(owner)) entry.owners.push(owner);
}

export interface InstanceReport {
  /** Distinct instances of the kind in the page. */
  count: number;
  /** Who registered them (apps register the React they render with). */
  owners: string[];
}

export function instanceReport(): Record<string, InstanceReport> {
  return Object.fromEntries(
    Object.entries(registry()).map(([kind, entries]) => [
      kind,
      { count: entries.length, owners: entries.flatMap((e) => e.owners) },
    ]),
  );
}
