import { registerInstance } from '../diagnostics/instances';
import { pageTraceId } from '../diagnostics/trace-id';
import { bus } from '../bus/instance';
import { i18n } from '../i18n/instance';
import { appStore } from '../state/store';
import { brandAtom, siteInfoAtom } from '../state/atoms';
import { endSession } from '../state/session';
import { sessionAtom } from '../state/session-atom';
import { createApiClient } from './client';
import { visitorId } from './visitor';

/**
 * The one api client of the page. It reads the brand's API address and site id from the store,
 * and reports effects as bus events: it never opens a dialog or navigates.
 */
export const api = createApiClient({
  target: () => {
    const brand = appStore.get(brandAtom);
    if (!brand) throw new Error('品牌配置尚未加载，无法请求接口');
    return { baseUrl: brand.apiBaseUrl, siteId: brand.siteId, obfuscation: brand.obfuscation };
  },
  token: () => appStore.get(sessionAtom)?.token ?? null,
  visitorId,
  clientIp: () => appStore.get(siteInfoAtom)?.ip ?? '',
  traceId: pageTraceId,
  onLoginExpired: (message) => {
    endSession();
    bus.emit('auth:login-expired', { message });
  },
  onBindRealName: (message) => bus.emit('ui:bind-real-name', { message }),
  onVerifyPhone: (message) => bus.emit('ui:verify-phone', { message }),
  translate: (key, values) => i18n.t(`shared:api.${key}`, values ?? {}),
  translateStatus: (status) => i18n.t('shared:api.status', { status }),
});
registerInstance('api', api);
