import { Activity, useInsertionEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { UNSAFE_LocationContext } from 'shared/router';

export type LocationSnapshot = ContextType<typeof UNSAFE_LocationContext>;

interface Props {
  active: boolean;
  /**
   * Where the page's DOM goes when it is active. Null on the outlet's first render, before the slot
   * exists: that page is drawn in place (see `InPlacePage`).
   */
  slot: HTMLElement | null;
  /** The address the page sees: the live one when active, its own last one when hidden. */
  location: LocationSnapshot;
  children: ReactNode;
}

function PageContent({ active, location, children }: Omit<Props, 'slot'>) {
  return (
    <UNSAFE_LocationContext.Provider value={location}>
      <Activity mode={active ? 'visible' : 'hidden'}>{children}</Activity>
    </UNSAFE_LocationContext.Provider>
  );
}

/**
 * The page a visit starts on: React draws it inside the slot itself, so the server's HTML of the
 * first page hydrates (a portal's content cannot). Hidden, its box leaves the document as a portal
 * container does, and comes back to the same place; it is put back before React removes it.
 */
function InPlacePage({ active, location, children }: Omit<Props, 'slot'>) {
  const box = useRef<HTMLDivElement>(null);
  useInsertionEffect(() => {
    const element = box.current;
    const parent = element?.parentNode;
    if (active || !element || !parent) return undefined;
    const next = element.nextSibling;
    element.remove();
    return () => {
      parent.insertBefore(element, next && next.parentNode === parent ? next : null);
    };
  }, [active]);
  return (
    <div ref={box}>
      <PageContent active={active} location={location}>
        {children}
      </PageContent>
    </div>
  );
}

/** Any later page: its DOM lives in a container of its own, in the slot only while active. */
function PortalPage({ active, slot, location, children }: Props & { slot: HTMLElement }) {
  const [container] = useState(() => document.createElement('div'));
  // An insertion effect runs before every layout effect of the page: the page is in the document
  // by the time it measures itself or takes focus.
  useInsertionEffect(() => {
    if (!active) return undefined;
    slot.appendChild(container);
    return () => container.remove();
  }, [active, slot, container]);
  return createPortal(
    <PageContent active={active} location={location}>
      {children}
    </PageContent>,
    container,
  );
}

/**
 * One tab's page. React keeps its state through <Activity mode="hidden"> (effects cleaned up, so a
 * hidden page polls nothing); its DOM is in the document only while active, so hidden pages add no
 * duplicate ids, test ids or landmarks to the page. How it is drawn is fixed when it mounts.
 */
export function KeptPage({ slot, ...props }: Props) {
  const [inPlace] = useState(slot === null);
  if (inPlace || !slot) return <InPlacePage {...props} />;
  return <PortalPage slot={slot} {...props} />;
}
