import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { registerInstance } from '../diagnostics/instances';
import type { Language } from '../config/brand';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

/** The one i18next instance of the page; remotes add their namespaces to it. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  supportedLngs: ['zh-CN', 'zh-TW'],
  defaultNS: 'shared',
  ns: ['shared'],
  resources: { 'zh-CN': { shared: zhCN }, 'zh-TW': { shared: zhTW } },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
registerInstance('i18n', i18n);

/** Adds a remote's texts under its own namespace; the zh-TW tree is generated from zh-CN. */
export function registerResources(namespace: string, source: object, traditional: object): void {
  if (i18n.hasResourceBundle('zh-CN', namespace)) return;
  i18n.addResourceBundle('zh-CN', namespace, source, true, false);
  i18n.addResourceBundle('zh-TW', namespace, traditional, true, false);
}

export function setLanguage(language: Language): Promise<unknown> {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return i18n.language === 'zh-TW' ? 'zh-TW' : 'zh-CN';
}
