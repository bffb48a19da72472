import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { liveVerticalsAtom, loadBrandConfig } from 'shared/config';
import { navigationList, queryNoticeListByPage, siteVerticals } from 'shared/contract';
import { setLanguage } from 'shared/i18n';
import { clearQueryCache, fetchEndpoint } from 'shared/query';
import { appStore, brandAtom } from 'shared/state';
import '../setup';
import { AppRoot } from '../app/AppRoot';
import { withLiveBrand } from '../brand/live-brand';
import { homeBannersInput, homeNoticesInput } from '../pages/home/home-inputs';
import { loadHomeSections } from '../pages/home/HomePage';
import { HOME_STATE_ID, homeVariant, serializeHomeState } from './home-state';

/** A render still waiting after this long gives up: the page is then served without its HTML. */
const RENDER_TIMEOUT_MS = 4000;

export interface RenderHomeInput {
  /** The site's index.html as built. */
  template: string;
  /** The brand.json the page server serves. */
  brandJson: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function inject(template: string, markup: string, head: string, state: string): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>') || !template.includes('</body>')) {
    throw new Error('index.html has no empty #root, </head> or </body>');
  }
  return template
    .replace('</head>', `${head}</head>`)
    .replace(root, `<div id="root">${markup}</div>`)
    .replace('</body>', `<script type="application/json" id="${HOME_STATE_ID}">${state}</script></body>`);
}

/**
 * The home page as a visitor first sees it, rendered by the app itself: the shell, the first
 * banner and the notices, their styles, and the state the browser hydrates it with. Rejects when
 * the brand or a first-screen call fails: a page without data is not worth serving prerendered.
 */
export async function renderHome({ template, brandJson }: RenderHomeInput): Promise<string> {
  const file = await loadBrandConfig(undefined, Promise.resolve(new Response(brandJson)));
  if (!file.ok) throw new Error(`brand.json: ${file.field} ${file.message}`);
  // Every render asks afresh: the cache of the last one would keep its banners forever.
  clearQueryCache();
  appStore.set(brandAtom, file.config);
  const brand = await withLiveBrand(file.config);
  appStore.set(brandAtom, brand);
  const variant = homeVariant(brand, null, null);
  await setLanguage(variant.language);
  // With the sections' chunk in hand the page renders in one pass, as the browser then hydrates it.
  const [banners, notices, { verticals }] = await Promise.all([
    fetchEndpoint(navigationList, homeBannersInput),
    fetchEndpoint(queryNoticeListByPage, homeNoticesInput),
    fetchEndpoint(siteVerticals, {}),
    loadHomeSections(),
  ]);
  appStore.set(liveVerticalsAtom, verticals);

  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<AppRoot />),
      // One document, no boundary sent apart: an outlined one would need React's inline script to
      // reveal it, which the site's Content-Security-Policy refuses.
      { signal: AbortSignal.timeout(RENDER_TIMEOUT_MS), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const markup = await streamToString(prelude.pipe(new PassThrough()));
    // React's server renderer leaves the last task's context values in the contexts it rendered; a
    // render of nothing switches them back to their defaults, so a client render later in this
    // thread (the unit tests) finds no router or theme of ours above it.
    await prerenderToNodeStream(null);
    const state = serializeHomeState({
      file: file.config,
      brand,
      ...variant,
      banners,
      notices,
      verticals,
      renderedAt: Date.now(),
    });
    return inject(template, markup, sheet.getStyleTags(), state);
  } finally {
    sheet.seal();
  }
}
