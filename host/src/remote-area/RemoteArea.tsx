import { lazy, Suspense, useCallback, useMemo, useState, type ComponentProps, type ComponentType } from 'react';
import { useTranslation } from 'shared/i18n';
import { federationName, remoteOf, type RemoteModuleKey, type RemoteModules } from 'shared/remotes';
import { useBrand } from 'shared/state';
import { Spinner } from 'shared/ui';
import { switchableVerticals, type SwitchableVertical } from 'shared/contract';
import { loadRemoteModule, RemoteLoadError } from '../federation/load-remote-module';
import { reregisterRemote } from '../federation/register-remotes';
import { takeRemoteFailure } from '../federation/remote-health';
import { WhenVerticalOn } from '../killswitch/VerticalGate';
import { PendingLoad } from '../navigation/PendingLoad';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteRetryPanel, type RemoteAreaVariant } from './RemoteRetryPanel';

export interface RemoteAreaProps<K extends RemoteModuleKey> {
  module: K;
  props: ComponentProps<RemoteModules[K]>;
  variant?: RemoteAreaVariant;
  /** Closes a dialog-variant area whose remote failed. */
  onDismiss?: () => void;
}

/**
 * One remote's area in the host. A page is gated by its route (VerticalGate); an area inside another
 * page (an entry, a widget, a dialog) shows only while the operator's live switch has its vertical
 * on, so a switched-off remote is never requested.
 */
export function RemoteArea<K extends RemoteModuleKey>(area: RemoteAreaProps<K>) {
  const remote = remoteOf(area.module);
  const switchable = (switchableVerticals as readonly string[]).includes(remote);
  if (area.variant === undefined || area.variant === 'page' || !switchable) return <LoadedRemoteArea {...area} />;
  return (
    <WhenVerticalOn vertical={remote as SwitchableVertical}>
      <LoadedRemoteArea {...area} />
    </WhenVerticalOn>
  );
}

/**
 * The area itself: lazy-loaded through the typed wrapper, with a Suspense fallback, an error
 * boundary and a retry that re-registers the remote so a server that came back is used.
 */
function LoadedRemoteArea<K extends RemoteModuleKey>({
  module,
  props,
  variant = 'page',
  onDismiss,
}: RemoteAreaProps<K>) {
  const { t } = useTranslation('shared');
  const brand = useBrand();
  const remote = remoteOf(module);
  const [attempt, setAttempt] = useState(0);

  const Loaded = useMemo(
    // Typed at the boundary (RemoteAreaProps); inside, the props are passed through as they came.
    () => lazy(() => loadRemoteModule(module)) as unknown as ComponentType<object>,
    // attempt is a dependency on purpose: a retry needs a fresh lazy component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [module, attempt],
  );

  const retry = useCallback(
    (error: Error) => {
      const failed = takeRemoteFailure(federationName[remote]);
      if (failed || error instanceof RemoteLoadError) reregisterRemote(brand, remote);
      setAttempt((n) => n + 1);
    },
    [brand, remote],
  );

  // Every variant feeds the top progress bar while its chunk loads; only a page shows a spinner too.
  const fallback = (
    <>
      <PendingLoad />
      {variant === 'page' && <Spinner label={t('remote.loading', { area: t(`remote.areas.${remote}`) })} />}
    </>
  );
  return (
    <RemoteErrorBoundary
      key={`${module}#${attempt}`}
      onRetry={retry}
      fallback={(error, again) => (
        <RemoteRetryPanel
          remote={remote}
          variant={variant}
          reason={error instanceof RemoteLoadError ? error.reason : 'unavailable'}
          onRetry={again}
          onDismiss={onDismiss}
        />
      )}
    >
      <Suspense fallback={fallback}>
        <Loaded {...(props as object)} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
