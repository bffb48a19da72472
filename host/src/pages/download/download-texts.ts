import { registerResources } from 'shared/i18n';
import zhCN from './i18n/zh-CN.json';

/** The app download page's texts, which come with its chunk instead of the first page's bundle. */
export const DOWNLOAD_NAMESPACE = 'host-download';

registerResources(
  DOWNLOAD_NAMESPACE,
  zhCN,
  () => import(/* webpackChunkName: "i18n-zh-TW-host-download" */ './i18n/zh-TW.json'),
);
