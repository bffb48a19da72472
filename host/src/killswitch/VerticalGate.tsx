import type { ReactNode } from 'react';
import { useTranslation } from 'shared/i18n';
import { verticalStatusOf } from 'shared/config';
import type { SwitchableVertical } from 'shared/contract';
import { Spinner } from 'shared/ui';
import { PendingLoad } from '../navigation/PendingLoad';
import { NotFoundPage } from '../pages/NotFoundPage';
import { MaintenancePage } from '../pages/maintenance/MaintenancePage';
import { NAMESPACE } from '../setup';
import { useLiveVerticals } from './use-live-verticals';

/**
 * A vertical's page as the operator's live switch allows: the page while on, the maintenance page
 * while in maintenance, not-found while off (as on a brand without it). Until the first status
 * answer it waits, so a switched-off remote is never requested; it follows every later switch
 * without a reload.
 */
export function VerticalGate({ vertical, children }: { vertical: SwitchableVertical; children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const statuses = useLiveVerticals();
  if (statuses === null) {
    return (
      <>
        <PendingLoad />
        <Spinner label={t('killswitch.checking')} />
      </>
    );
  }
  const status = verticalStatusOf(statuses, vertical);
  if (status.state === 'off') return <NotFoundPage />;
  if (status.state === 'maintenance') return <MaintenancePage vertical={vertical} status={status} />;
  return <>{children}</>;
}

/** Something of a vertical shown inside another page (an entry, a widget): nothing unless the vertical is on. */
export function WhenVerticalOn({ vertical, children }: { vertical: SwitchableVertical; children: ReactNode }) {
  const statuses = useLiveVerticals();
  if (statuses === null || verticalStatusOf(statuses, vertical).state !== 'on') return null;
  return <>{children}</>;
}
