import { Activity, useInsertionEffect, useState, type ContextType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_LocationContext } from 'shared/router';

export type LocationSnapshot = ContextType<typeof UNSAFE_LocationContext>;

interface Props {
  active: boolean;
  /** Where the active page's DOM goes. */
  slot: HTMLElement;
  /** The address the page sees: the live one when active, its own last one when hidden. */
  location: LocationSnapshot;
  children: ReactNode;
}

/**
 * One tab's page. React keeps its state through <Activity mode="hidden"> (effects cleaned up, so a
 * hidden page polls nothing); its DOM lives in a container of its own that is in the document only
 * while active, so hidden pages add no duplicate ids, test ids or landmarks to the page.
 */
export function KeptPage({ active, slot, location, children }: Props) {
  const [container] = useState(() => document.createElement('div'));

  // An insertion effect runs before every layout effect of the page: the page is in the document
  // by the time it measures itself or takes focus.
  useInsertionEffect(() => {
    if (!active) return undefined;
    slot.appendChild(container);
    return () => container.remove();
  }, [active, slot, container]);

  return createPortal(
    <UNSAFE_LocationContext.Provider value={location}>
      <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>
    </UNSAFE_LocationContext.Provider>,
    container,
  );
}
