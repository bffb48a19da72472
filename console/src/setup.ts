import { registerResources } from 'shared/i18n';
import zhCN from './i18n/zh-CN.json';

/** The console's texts: simplified Chinese, traditional loaded when the page shows zh-TW. */
export const NAMESPACE = 'console';
registerResources(NAMESPACE, zhCN, () => import(/* webpackChunkName: "i18n-zh-TW-console" */ './i18n/zh-TW.json'));
