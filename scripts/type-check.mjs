#!/usr/bin/env node
// `npm run typecheck`: every package's types, as `npm test` checks them (scripts/lib/type-check.mjs).
import { typeCheck } from './lib/type-check.mjs';

process.exit((await typeCheck()) ? 0 : 1);
