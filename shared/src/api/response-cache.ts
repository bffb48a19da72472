/**
 * The optional per path+payload cache of SPEC §7: a repeat of a cacheable call returns the stored
 * answer. Promises are stored so that concurrent repeats share one request; failures are dropped.
 */
export class ResponseCache {
  readonly #entries = new Map<string, Promise<unknown>>();

  static key(path: string, body: string): string {
    return `${path}\n${body}`;
  }

  getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) return hit as Promise<T>;
    const pending = load();
    this.#entries.set(key, pending);
    pending.catch(() => this.#entries.delete(key));
    return pending;
  }

  clear(): void {
    this.#entries.clear();
  }
}
