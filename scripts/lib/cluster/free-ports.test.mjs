import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { assertPortsFree, clusterPorts, portFree } from './free-ports.mjs';

/** A listener on 127.0.0.1 at a port the system picks; close() frees it. */
function occupy() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: server.address().port, close: () => new Promise((done) => server.close(done)) }),
    );
  });
}

test('a port another program listens on is not free; once it stops, it is', async () => {
  const held = await occupy();
  assert.equal(await portFree(held.port), false);
  await held.close();
  assert.equal(await portFree(held.port), true);
});

test('a busy port fails with its number, what needs it and the variable that moves it', async () => {
  const held = await occupy();
  try {
    const wanted = clusterPorts({ ports: { api: 1, host: 2 }, apiPorts: [3, 4], pgPort: held.port, redisPort: 5 });
    await assert.rejects(
      assertPortsFree(wanted, (port) => (port === held.port ? portFree(port) : Promise.resolve(true))),
      (error) =>
        error instanceof Error &&
        error.message ===
          `端口 ${held.port}（PostgreSQL，PG_PORT）已被占用：请停止占用它的程序，或用 PG_PORT 换一个端口`,
    );
  } finally {
    await held.close();
  }
});

test('free ports pass; one port given to two servers is named with both', async () => {
  const ports = { api: 8090, host: 8080 };
  await assertPortsFree(clusterPorts({ ports, apiPorts: [8091, 8092], pgPort: 55432, redisPort: 56379 }), () =>
    Promise.resolve(true),
  );
  await assert.rejects(
    assertPortsFree(clusterPorts({ ports, apiPorts: [8090, 8092], pgPort: 55432, redisPort: 56379 }), () =>
      Promise.resolve(true),
    ),
    /端口 8090 同时分配给 接口进程 A（PORT_API_A）和 接口代理（PORT_API）/,
  );
});
