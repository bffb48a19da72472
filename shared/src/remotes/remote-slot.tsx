import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { RemoteModuleKey, RemoteModules } from './modules';

/** How the host renders another remote's module inside a remote's page (its loader, boundary and retry). */
export type RemoteSlotRenderer = <K extends RemoteModuleKey>(
  module: K,
  props: ComponentProps<RemoteModules[K]>,
) => ReactNode;

/**
 * Provided by the host. Remotes never import each other; a page that shows another vertical's
 * widget (the sports book's match chat) names it by its typed key and the host loads it at run time.
 */
export const RemoteSlotContext = createContext<RemoteSlotRenderer | null>(null);

/**
 * Another remote's module inside this page. Without a host (a remote run alone, unit tests) or
 * when the brand leaves that remote out, it renders nothing: the page works without the widget.
 */
export function RemoteSlot<K extends RemoteModuleKey>({
  module,
  props,
}: {
  module: K;
  props: ComponentProps<RemoteModules[K]>;
}) {
  const render = useContext(RemoteSlotContext);
  return <>{render === null ? null : render(module, props)}</>;
}
