import { useEffect, useMemo, useState } from 'react';
import type { DOMPurify as Purifier } from 'dompurify';
import styled from 'styled-components';

/**
 * A purifier of our own: DOMPurify hooks are per instance, so the link rewrite below cannot leak
 * into another package that uses the default instance. The library is fetched on first use (its own
 * chunk, off the first screen); until it is in, SafeHtml shows nothing of the HTML.
 */
let purifier: Purifier | null = null;
let loading: Promise<Purifier | null> | null = null;

function loadPurifier(): Promise<Purifier | null> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
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
    },
    (error: unknown) => {
      // A chunk that cannot load leaves the plain-text path below; the next render may try again.
      console.warn('[SafeHtml] the sanitiser did not load; showing plain text', error);
      loading = null;
      return null;
    },
  );
  return loading;
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
 * Without a working purifier only the text survives.
 */
function sanitizeWith(purifier: Purifier | null, html: string): string {
  const clean = purifier?.isSupported
    ? purifier.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS,
        FORBID_ATTR: ['style'],
        ALLOW_DATA_ATTR: false,
      })
    : '';
  if (purifier?.isSupported && looksClean(clean)) return clean;
  // The text survives without any markup: an unreadable notice is better than a running script.
  const text = document.createElement('template');
  text.innerHTML = html;
  text.content.querySelectorAll('script, style').forEach((node) => node.remove());
  return `<p>${escapeText(text.content.textContent ?? '')}</p>`;
}

/** Server HTML made safe to show, once the sanitiser is loaded. */
export async function sanitizeHtml(html: string): Promise<string> {
  return sanitizeWith(purifier ?? (await loadPurifier()), html);
}

const Body = styled.div`
  color: ${({ theme }) => theme.text};
  font-size: 0.875rem;
  line-height: 1.75;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 0.625rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
  b,
  strong {
    color: ${({ theme }) => theme.primary};
  }
  a {
    color: ${({ theme }) => theme.primary};
    text-decoration: underline;
  }
  a:hover {
    color: ${({ theme }) => theme.primaryHover};
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  ul,
  ol {
    margin: 0 0 0.625rem;
    padding-left: 1.25rem;
  }
`;

export interface SafeHtmlProps {
  html: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * Renders server HTML sanitised, styled from the theme tokens so both editions read well. The first
 * time, the box stays empty while the sanitiser loads: never the HTML before it is clean.
 */
export function SafeHtml({ html, className, 'data-testid': testId }: SafeHtmlProps) {
  // Boxed so that a failed load (null: plain text) differs from "still loading" (undefined).
  const [sanitiser, setSanitiser] = useState<{ purifier: Purifier | null } | undefined>(
    purifier === null ? undefined : { purifier },
  );
  useEffect(() => {
    if (sanitiser !== undefined) return;
    let live = true;
    void loadPurifier().then((loaded) => {
      if (live) setSanitiser({ purifier: loaded });
    });
    return () => {
      live = false;
    };
  }, [sanitiser]);
  const clean = useMemo(
    () => (sanitiser === undefined ? '' : sanitizeWith(sanitiser.purifier, html)),
    [sanitiser, html],
  );
  // The one sanctioned innerHTML: `clean` has been through sanitizeWith above (or is empty).
  return <Body className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
