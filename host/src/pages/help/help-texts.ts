import { registerResources } from 'shared/i18n';
import zhCN from './i18n/zh-CN.json';

/**
 * The help centre's texts: most of the host's words (every topic's sections), so they come with the
 * help page's chunk instead of the first page's bundle. Topic titles stay in the host namespace
 * (helpTopicTitles), since the shell titles the document with them.
 */
export const HELP_NAMESPACE = 'host-help';

registerResources(
  HELP_NAMESPACE,
  zhCN,
  () => import(/* webpackChunkName: "i18n-zh-TW-host-help" */ './i18n/zh-TW.json'),
);
