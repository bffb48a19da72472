// zh-CN → zh-TW (Taiwan standard with Taiwanese phrases) with OpenCC, so the traditional texts are
// generated from the simplified source instead of being kept in step by hand.
import * as OpenCC from 'opencc-js';

const openccConvert = OpenCC.Converter({ from: 'cn', to: 'twp' });

/**
 * Where OpenCC's longest match is wrong for our texts: 刷新余额 matches the place name 新余 (Xinyu)
 * and keeps 余 simplified. Applied to the source before converting.
 */
const SOURCE_FIXES = [['刷新余额', '刷新 余额']];
const OUTPUT_FIXES = [['重新整理 餘額', '重新整理餘額']];

function convert(text) {
  let source = text;
  for (const [from, to] of SOURCE_FIXES) source = source.replaceAll(from, to);
  let output = openccConvert(source);
  for (const [from, to] of OUTPUT_FIXES) output = output.replaceAll(from, to);
  return output;
}

/** Converts every string value of a resource tree; keys and interpolation names stay as they are. */
export function toTraditional(node) {
  if (typeof node === 'string') {
    // Keep {{placeholders}} untouched: they name variables, not text.
    return node
      .split(/(\{\{[^}]+\}\})/)
      .map((part) => (part.startsWith('{{') ? part : convert(part)))
      .join('');
  }
  if (Array.isArray(node)) return node.map(toTraditional);
  if (node && typeof node === 'object') {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, toTraditional(value)]));
  }
  return node;
}
