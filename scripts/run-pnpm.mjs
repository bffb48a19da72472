#!/usr/bin/env node
// Root scripts call pnpm through this so they work before pnpm is on the PATH.
import { ensureWorkspace } from './lib/ensure-deps.mjs';
import { runPnpm } from './lib/pnpm.mjs';

await ensureWorkspace();
process.exit(await runPnpm(process.argv.slice(2)));
