import { errorMessage } from 'shared/api';
import { bus } from 'shared/bus';
import { onlineCustomService } from 'shared/contract';
import { fetchEndpoint } from 'shared/query';

export interface CustomerServiceTexts {
  /** SPEC §2 warning: deposit channels only from official sources. */
  warning: string;
  failed: string;
}

/**
 * 联系客服 (SPEC §2 "Customer service"): the warning first, in the host's tips dialog, then the
 * service page in a new tab. The address is asked for on every open (the server may rotate it) and
 * the tab opens inside the confirm click's user activation, so popup blockers let it through.
 * `noopener` keeps the service page from reaching back into this window.
 */
export function openCustomerService({ warning, failed }: CustomerServiceTexts): void {
  bus.emit('ui:tips-dialog', {
    msg: warning,
    isShowCancel: true,
    onSure: async () => {
      try {
        const { url } = await fetchEndpoint(onlineCustomService, {});
        window.open(url, '_blank', 'noopener');
      } catch (error) {
        bus.emit('ui:toast', { message: errorMessage(error, failed), kind: 'error' });
      }
    },
  });
}
