import { useCallback, useMemo } from 'react';
import { usdtWithdrawInfo, withdrawBaseCfg, withdrawInfo } from 'shared/contract';
import { useEndpoint, type EndpointState } from 'shared/query';
import type { WithdrawPageData } from './withdraw-api';

/**
 * Everything /mine/takemoney needs, in one state: the page is useless without any of it. The
 * balance and the usdt figures are money figures ('balance:refresh' reloads them); the limits are not.
 */
export function useWithdrawPage(): EndpointState<WithdrawPageData> {
  const info = useEndpoint(withdrawInfo, {}, { group: 'money' });
  const cfg = useEndpoint(withdrawBaseCfg, {});
  const usdt = useEndpoint(usdtWithdrawInfo, {}, { group: 'money' });
  const parts = [info, cfg, usdt];

  const reload = useCallback(() => {
    // Only the parts that failed: the others answered already.
    for (const part of [info, cfg, usdt]) if (part.status === 'error') part.reload();
  }, [info, cfg, usdt]);
  const refresh = useCallback(() => {
    for (const part of [info, cfg, usdt]) part.refresh();
  }, [info, cfg, usdt]);

  const data = useMemo(
    () =>
      info.data && cfg.data && usdt.data ? { info: info.data, limits: cfg.data.list, usdt: usdt.data } : undefined,
    [info.data, cfg.data, usdt.data],
  );
  const failed = parts.find((part) => part.status === 'error');
  if (failed?.status === 'error') return { status: 'error', data, error: failed.error, reload, refresh };
  if (data === undefined || parts.some((part) => part.status === 'loading'))
    return { status: 'loading', data, error: undefined, reload, refresh };
  return { status: 'success', data, error: undefined, reload, refresh };
}
