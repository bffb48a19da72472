// zh-CN → zh-TW (Taiwan standard with Taiwanese phrases) with OpenCC, so the traditional texts are
// generated from the simplified source instead of being kept in step by hand.
import * as OpenCC from 'opencc-js';

const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });

/** Converts every string value of a resource tree; keys and interpolation names stay as they are. */
export function toTraditional(node) {
  if (typeof node === 'string') {
    // Keep {{placeholders}} untouched: they name variables, not text.
    return node.split(/(\{\{[^}]+\}\})/).map((part) => (part.startsWith('{{') ? part : convert(part))).join('');
  }
  if (Array.isArray(node)) return node.map(toTraditional);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, toTraditional(value)]));
  }
  return node;
}
