import { i18n } from 'shared/i18n';
import { NAMESPACE } from '../setup';
import type zhCN from '../i18n/zh-CN.json';

export type SocketTextKey = keyof (typeof zhCN)['socket'];

/** A text of the socket's own ("socket" in this remote's i18n), in the page's language. */
export function socketText(key: SocketTextKey, values?: Record<string, string | number>): string {
  return i18n.t(`${NAMESPACE}:socket.${key}`, values ?? {});
}
