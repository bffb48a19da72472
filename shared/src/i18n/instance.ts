import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerInstance } from '../diagnostics/instances';
import type { Language } from '../config/brand';
import zhCN from './zh-CN.json';

/** The one i18next instance of the page; remotes add their namespaces to it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  supportedLngs: ['zh-CN', 'zh-TW'],
  defaultNS: 'shared',
  ns: ['shared'],
  resources: { 'zh-CN': { shared: zhCN } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
registerInstance('i18n', i18n);

/** A namespace's zh-TW texts, fetched only when the page shows zh-TW (a chunk of their own). */
export type TraditionalTexts = () => Promise<{ default: object }>;

const traditionalLoaders = new Map<string, TraditionalTexts>();
const traditionalLoads = new Map<string, Promise<void>>();

/**
 * Loads one namespace's zh-TW texts once. A failed load is forgotten, so the next switch or mount
 * tries again; until then i18next falls back to the zh-CN texts, so nothing shows as a raw key.
 */
function loadTraditional(namespace: string): Promise<void> {
  const running = traditionalLoads.get(namespace);
  if (running) return running;
  const load = traditionalLoaders.get(namespace);
  if (!load) return Promise.resolve();
  const loading = load().then(
    (texts) => {
      i18n.addResourceBundle('zh-TW', namespace, texts.default, true, false);
    },
    () => {
      traditionalLoads.delete(namespace);
    },
  );
  traditionalLoads.set(namespace, loading);
  return loading;
}

/** Resolves once every registered namespace has its texts in the page's language (never rejects). */
export function translationsReady(): Promise<void> {
  if (i18n.language !== 'zh-TW') return Promise.resolve();
  return Promise.all([...traditionalLoaders.keys()].map(loadTraditional)).then(() => undefined);
}

/**
 * Adds a package's texts under its own namespace: zh-CN (the source and the fallback) at once, the
 * zh-TW tree (generated from zh-CN) when the page shows zh-TW. A page in zh-CN never loads it.
 */
export function registerResources(namespace: string, source: object, traditional: TraditionalTexts): void {
  if (i18n.hasResourceBundle('zh-CN', namespace)) return;
  i18n.addResourceBundle('zh-CN', namespace, source, true, false);
  traditionalLoaders.set(namespace, traditional);
  if (i18n.language === 'zh-TW') void loadTraditional(namespace);
}

traditionalLoaders.set('shared', () => import(/* webpackChunkName: "i18n-zh-TW-shared" */ './zh-TW.json'));

/** Switches the page's language once every namespace has its texts in it, so no text changes twice. */
export async function setLanguage(language: Language): Promise<unknown> {
  if (language === 'zh-TW') {
    await Promise.all([...traditionalLoaders.keys()].map(loadTraditional));
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}
