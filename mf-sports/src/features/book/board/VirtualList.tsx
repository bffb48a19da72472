import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { measureElement, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';

const Scroller = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overflow-anchor: none;
  contain: strict;
`;

const Inner = styled.div`
  position: relative;
  width: 100%;
`;

const Item = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
`;

/** Rows drawn above and below the visible ones, so a fast scroll shows no blank band. */
const OVERSCAN = 6;

/**
 * Without layout (a test DOM, or a container not laid out yet) the scroller measures 0 high and
 * nothing would render: assume a screenful instead, which real layout replaces at once.
 */
const UNMEASURED_HEIGHT = 900;

const observeRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: { width: number; height: number }) => void,
) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT }));

/** No row is 0 high: such a reading (no layout, or a hidden kept-alive tab) keeps the estimate instead. */
const measureRow = (
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, Element>,
) => {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
};

export interface VirtualListProps<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** The expected height of an item before it is measured. */
  estimateSize: (item: T) => number;
  renderItem: (item: T) => ReactNode;
  label: string;
}

/** A scroll area that mounts only the rows in view (measured after their first render). */
export function VirtualList<T>({ items, itemKey, estimateSize, renderItem, label }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateSize(items[index]!),
    getItemKey: (index) => itemKey(items[index]!),
    observeElementRect: observeRect,
    measureElement: measureRow,
    overscan: OVERSCAN,
    // React batches the scroll re-render itself; flushSync from a scroll handler only costs frames.
    useFlushSync: false,
  });
  return (
    <Scroller ref={scrollRef} role="list" aria-label={label} data-testid="book-list">
      <Inner style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <Item
            key={row.key}
            role="listitem"
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{ transform: `translateY(${row.start}px)` }}
          >
            {renderItem(items[row.index]!)}
          </Item>
        ))}
      </Inner>
    </Scroller>
  );
}
