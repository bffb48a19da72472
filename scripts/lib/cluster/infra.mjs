// PostgreSQL and Redis for the cluster: Debian's packages, installed only when absent, each started
// on its own port with its own data folder (never the system's default instance).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { portOpen } from '../port-open.mjs';

/** Debian's PostgreSQL binaries, of the newest major version installed (15 on bookworm); null when none is. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? null : join(root, versions[0], 'bin');
}
let PG_BIN = postgresBin() ?? '/usr/lib/postgresql/15/bin';

export async function waitForPort(port, what, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await portOpen(port))) {
    if (Date.now() > deadline) throw new Error(`${what} 未在 ${timeoutMs / 1000} 秒内监听端口 ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function have(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** apt-get install when the command is missing; a clear failure (not a silent skip) when apt cannot. */
export function ensureDebianPackage(command, pkg, probe = () => have(command)) {
  if (probe()) return;
  console.log(`  安装 ${pkg}（未找到 ${command}）…`);
  if (!have('apt-get')) throw new Error(`需要 ${pkg}，但本机没有 apt-get：请手动安装 ${pkg} 后重试`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length > 0 ? args : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  let result = run(['apt-get', 'install', '-y', pkg]);
  if (result.status !== 0) {
    run(['apt-get', 'update']);
    result = run(['apt-get', 'install', '-y', pkg]);
  }
  if (result.status !== 0 || !probe())
    throw new Error(`安装 ${pkg} 失败（apt-get install -y ${pkg}）：请检查网络或软件源后重试`);
}

/** PostgreSQL refuses to run as root: as root, its data folder belongs to the postgres user and it runs as that user. */
function asPostgres(command, args, options = {}) {
  const root = process.getuid?.() === 0;
  return root ? ['runuser', ['-u', 'postgres', '--', command, ...args], options] : [command, args, options];
}

/**
 * A PostgreSQL server on `port` with its data in `dir` (initialised on first use, trust auth on
 * 127.0.0.1 only). Answers how to stop it when this call started it, or null when one was already listening.
 */
export async function startPostgres({ dir, port }) {
  ensureDebianPackage('initdb', 'postgresql', () => postgresBin() !== null);
  PG_BIN = postgresBin() ?? PG_BIN;
  if (await portOpen(port)) return null;
  const root = process.getuid?.() === 0;
  mkdirSync(dir, { recursive: true });
  if (root)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    );
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    const [cmd, args] = asPostgres(join(PG_BIN, 'initdb'), [
      '-D',
      dir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C',
    ]);
    const result = spawnSync(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'] });
    if (result.status !== 0) throw new Error(`PostgreSQL 数据目录初始化失败（initdb -D ${dir}）`);
    writeFileSync(
      join(dir, 'cluster.conf'),
      `listen_addresses = '127.0.0.1'\nport = ${port}\nunix_socket_directories = ''\nmax_connections = 200\nfsync = off\n`,
    );
    const [c2, a2] = asPostgres('sh', ['-c', `echo "include_if_exists = 'cluster.conf'" >> ${dir}/postgresql.conf`]);
    spawnSync(c2, a2, { stdio: 'inherit' });
  }
  const [cmd, args] = asPostgres(join(PG_BIN, 'postgres'), [
    '-D',
    dir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
  ]);
  const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: false });
  let log = '';
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-4000)));
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`PostgreSQL 已退出（${code}）：\n${log}`);
  });
  await waitForPort(port, 'PostgreSQL');
  return async () => {
    // A fast shutdown through pg_ctl: a signal to runuser would not reliably reach the server.
    const [c, a] = asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dir, 'stop', '-m', 'fast', '-w']);
    spawnSync(c, a, { stdio: 'ignore' });
    await stopChild(child);
  };
}

/** Creates the database when it does not exist yet (the server's own `postgres` database stays untouched). */
export function ensureDatabase({ port, name }) {
  const psql = (sql) =>
    execFileSync(
      join(PG_BIN, 'psql'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-tAc', sql],
      { encoding: 'utf8' },
    ).trim();
  if (psql(`select 1 from pg_database where datname = '${name}'`) !== '1') psql(`create database "${name}"`);
  return `postgres://postgres@127.0.0.1:${port}/${name}`;
}

/** Drops and recreates the database: each test cluster starts from the seed. */
export function recreateDatabase({ port, name }) {
  execFileSync(
    join(PG_BIN, 'psql'),
    [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'postgres',
      '-d',
      'postgres',
      '-qc',
      `drop database if exists "${name}" with (force)`,
    ],
    { stdio: 'ignore' },
  );
  return ensureDatabase({ port, name });
}

/** redis-server on `port`, nothing saved to disk (pub/sub only). Null when one was already listening. */
export async function startRedis({ port, dir }) {
  ensureDebianPackage('redis-server', 'redis-server');
  if (await portOpen(port)) return null;
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  await waitForPort(port, 'Redis');
  return () => stopChild(child);
}

export function stopChild(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
