// Types of proxy.mjs for the TypeScript packages that start it (the cluster tests, the server's proxy test).
export function forwardedFor(sent: string | string[] | undefined, remoteAddress: string | undefined): string;

export interface RunningProxy {
  url: string;
  /** Requests and upgrades each backend (by port) took. */
  served: Map<number, number>;
  close(): Promise<void>;
}

export function startProxy(options: {
  port: number;
  host?: string;
  backends: { host: string; port: number }[];
}): Promise<RunningProxy>;
