import { rm } from 'node:fs/promises';
import { readConfig } from '../config';

/**
 * `pnpm --filter server db:reset`: deletes the embedded database folder; the next start recreates,
 * migrates and seeds it. A PostgreSQL server is left alone on purpose: dropping a database someone
 * pointed DATABASE_URL at is not something a convenience script should do.
 */
async function reset(): Promise<void> {
  const config = readConfig(process.env);
  if (config.databaseUrl !== null) {
    console.error('DATABASE_URL is set: not touching a PostgreSQL server. Drop and recreate that database yourself.');
    process.exit(1);
  }
  await rm(config.dataDir, { recursive: true, force: true });
  console.log(`removed ${config.dataDir}`);
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
