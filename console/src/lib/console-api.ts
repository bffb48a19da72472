import { bearerHeaders, createApiClient } from 'shared/api';
import { ResponseCode } from 'shared/contract';
import { pageTraceId } from 'shared/diagnostics';
import { i18n } from 'shared/i18n';
import { consoleConfig } from './console-config';
import { endOperatorSession, operatorToken } from './operator-session';

/**
 * The console's api client: the console API's address, the operator's bearer token, the platform's
 * envelope, codes and Chinese messages; no player signature, device header or obfuscation.
 * An ended session (8001, or HTTP 401) sends the operator back to the login page with a message.
 */
export const consoleApi = createApiClient({
  target: () => ({ baseUrl: consoleConfig().apiBaseUrl, siteId: '', obfuscation: false }),
  token: operatorToken,
  visitorId: () => '',
  clientIp: () => '',
  traceId: pageTraceId,
  headers: bearerHeaders,
  loginExpiredCodes: [ResponseCode.CONSOLE_LOGIN_REQUIRED],
  onLoginExpired: () => endOperatorSession('expired'),
  onBindRealName: () => undefined,
  translate: (key, values) => i18n.t(`shared:api.${key}`, values ?? {}),
  translateStatus: (status) => i18n.t('shared:api.status', { status }),
});
