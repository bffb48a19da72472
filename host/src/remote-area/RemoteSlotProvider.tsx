import { useCallback, type ReactNode } from 'react';
import { includesRemote } from 'shared/config';
import { RemoteSlotContext, remoteOf, type RemoteSlotRenderer } from 'shared/remotes';
import { useBrand } from 'shared/state';
import { RemoteArea } from './RemoteArea';

/**
 * Lets remote pages show another remote's module (RemoteSlot) through the host's loader: lazy, with
 * the inline retry if it fails, and nothing at all when the brand leaves that remote out.
 */
export function RemoteSlotProvider({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const render = useCallback<RemoteSlotRenderer>(
    (module, props) =>
      includesRemote(brand, remoteOf(module)) ? <RemoteArea module={module} props={props} variant="inline" /> : null,
    [brand],
  );
  return <RemoteSlotContext value={render}>{children}</RemoteSlotContext>;
}
