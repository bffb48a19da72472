#!/usr/bin/env node
// `npm run build`: production builds of the host and every remote.
import { buildApps } from './lib/build-apps.mjs';
import { ensureWorkspace } from './lib/ensure-deps.mjs';

await ensureWorkspace();
await buildApps();
