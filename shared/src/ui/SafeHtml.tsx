import { useMemo } from 'react';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import styled from 'styled-components';

/**
 * A purifier of our own: DOMPurify hooks are per instance, so the link rewrite below cannot leak
 * into another package that uses the default instance. Made on first use, when a window exists.
 */
let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier !== null) return purifier;
  const made = DOMPurify(window);
  made.addHook('afterSanitizeAttributes', (node) => {
    // Server HTML is operator content: every link leaves in a new tab without a handle on this page.
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = made;
  return made;
}

const FORBID_TAGS = ['style', 'iframe', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select'];
const DANGEROUS_SELECTOR = ['script', 'frame', 'link', 'meta', 'base', 'svg', 'math', ...FORBID_TAGS].join(',');
const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i;

/**
 * A second, independent look at the output, walking it with querySelectorAll rather than the node
 * iterator DOMPurify relies on: if a broken DOM implementation (or a DOMPurify bug) let anything
 * active through, we show plain text instead of trusting the result. Fail closed.
 */
function looksClean(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  if (root.querySelector(DANGEROUS_SELECTOR) !== null) return false;
  return [...root.querySelectorAll('*')].every((element) =>
    [...element.attributes].every((attr) => {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') return false;
      return !['href', 'src', 'xlink:href', 'action', 'formaction'].includes(name) || !UNSAFE_URL.test(attr.value);
    }),
  );
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Operator HTML (notices, sponsorships) without scripts, event handlers, javascript: addresses or
 * embedded documents. DOMPurify drops scripts, on* attributes and unsafe URLs by default; the
 * forbidden lists add what a content block never needs and could use to restyle or frame the page.
 */
export function sanitizeHtml(html: string): string {
  const purifier = getPurifier();
  const clean = purifier.isSupported
    ? purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false })
    : '';
  if (purifier.isSupported && looksClean(clean)) return clean;
  // The text survives without any markup: an unreadable notice is better than a running script.
  const text = document.createElement('template');
  text.innerHTML = html;
  text.content.querySelectorAll('script, style').forEach((node) => node.remove());
  return `<p>${escapeText(text.content.textContent ?? '')}</p>`;
}

const Body = styled.div`
  color: ${({ theme }) => theme.text};
  font-size: 0.875rem;
  line-height: 1.75;
  overflow-wrap: anywhere;
  p { margin: 0 0 0.625rem; }
  p:last-child { margin-bottom: 0; }
  b, strong { color: ${({ theme }) => theme.primary}; }
  a { color: ${({ theme }) => theme.primary}; text-decoration: underline; }
  a:hover { color: ${({ theme }) => theme.primaryHover}; }
  img { max-width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius}; }
  ul, ol { margin: 0 0 0.625rem; padding-left: 1.25rem; }
`;

export interface SafeHtmlProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

/** Renders server HTML sanitised, styled from the theme tokens so both editions read well. */
export function SafeHtml({ html, className, 'data-testid': testId }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // The one sanctioned innerHTML: `clean` has been through sanitizeHtml above.
  return <Body className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
