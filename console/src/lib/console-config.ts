/** What a deployment tells the console at run time (no rebuild): where the console API is. */
export interface ConsoleConfig {
  apiBaseUrl: string;
}

function isConsoleConfig(value: unknown): value is ConsoleConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { apiBaseUrl?: unknown }).apiBaseUrl === 'string' &&
    (value as ConsoleConfig).apiBaseUrl !== ''
  );
}

let current: ConsoleConfig | null = null;

export function consoleConfig(): ConsoleConfig {
  if (!current) throw new Error('控制台配置尚未加载');
  return current;
}

export function setConsoleConfig(config: ConsoleConfig): void {
  current = config;
}

/** Reads /console.json next to the page; null when it is missing or malformed. */
export async function loadConsoleConfig(fetcher: typeof fetch = fetch): Promise<ConsoleConfig | null> {
  try {
    const response = await fetcher('/console.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isConsoleConfig(body) ? { apiBaseUrl: body.apiBaseUrl } : null;
  } catch {
    return null;
  }
}
