/**
 * Every singleton (React, the jotai store, the bus, the api client) registers here when its module
 * runs. If Module Federation ever loads a second copy of a shared package, a kind gets two entries:
 * the e2e suite reads this registry to prove the page holds exactly one of each.
 */
type Registry = Record<string, unknown[]>;

const GLOBAL_KEY = '__PLATFORM_INSTANCES__';

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [GLOBAL_KEY]?: Registry };
  holder[GLOBAL_KEY] ??= {};
  return holder[GLOBAL_KEY];
}

export function registerInstance(kind: string, instance: unknown): void {
  const list = (registry()[kind] ??= []);
  if (!list.includes(instance)) list.push(instance);
}

/** How many distinct instances of each kind the page holds. */
export function instanceCounts(): Record<string, number> {
  return Object.fromEntries(Object.entries(registry()).map(([kind, list]) => [kind, list.length]));
}
