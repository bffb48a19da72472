// The cluster launcher's first step: every port it will listen on must be free, checked before
// anything is installed or built, so a busy port fails in a second with its name instead of
// minutes later (or, for PostgreSQL and Redis, with another program taken for the store).
import { createServer } from 'node:net';

/** Whether this process could listen on host:port now (nothing else holds it). */
export function portFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Every port `npm run start:cluster` listens on, with what uses it and the variable that moves it.
 * @param {{ ports: Record<string, number>, apiPorts: number[], pgPort: number, redisPort: number }} options
 * @returns {{ port: number, what: string, env: string }[]}
 */
export function clusterPorts({ ports, apiPorts, pgPort, redisPort }) {
  return [
    { port: pgPort, what: 'PostgreSQL', env: 'PG_PORT' },
    { port: redisPort, what: 'Redis', env: 'REDIS_PORT' },
    ...apiPorts.map((port, i) => ({
      port,
      what: `接口进程 ${String.fromCharCode(65 + i)}`,
      env: `PORT_API_${String.fromCharCode(65 + i)}`,
    })),
    ...Object.entries(ports).map(([name, port]) => ({
      port,
      what: name === 'api' ? '接口代理' : `站点 ${name}`,
      env: `PORT_${name.toUpperCase()}`,
    })),
  ];
}

/**
 * Throws one error naming every port that is taken twice in `wanted` or already held by another
 * program, with the variable that moves it.
 * @param {{ port: number, what: string, env: string }[]} wanted
 * @param {(port: number) => Promise<boolean>} [free]
 */
export async function assertPortsFree(wanted, free = portFree) {
  const problems = [];
  const seen = new Map();
  for (const entry of wanted) {
    const first = seen.get(entry.port);
    if (first)
      problems.push(`端口 ${entry.port} 同时分配给 ${first.what}（${first.env}）和 ${entry.what}（${entry.env}）`);
    else seen.set(entry.port, entry);
  }
  for (const entry of seen.values()) {
    if (!(await free(entry.port)))
      problems.push(
        `端口 ${entry.port}（${entry.what}，${entry.env}）已被占用：请停止占用它的程序，或用 ${entry.env} 换一个端口`,
      );
  }
  if (problems.length > 0) throw new Error(problems.join('；'));
}
