// The hashes of the scripts a built page carries inline, for its Content-Security-Policy: the policy
// admits exactly these, so a script slipped into a page later is still refused.
import { createHash } from 'node:crypto';
import { whenChanged } from './when-changed.mjs';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const RUN_TYPES = ['text/javascript', 'application/javascript', 'module'];

/** 'sha256-…' sources of the inline scripts in `html` a browser runs (not data blocks such as JSON). */
export function inlineScriptSources(html) {
  const sources = [];
  for (const [, attributes = '', body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase();
    if (type && !RUN_TYPES.includes(type)) continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}

/** The sources of a page file, read again when the file changes (a rebuild while it is served). */
export function pageInlineScripts(file) {
  const sources = whenChanged(file, inlineScriptSources);
  return () => sources() ?? [];
}
