import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Within this many pixels of the end the reader counts as at the bottom. */
const BOTTOM_SLACK_PX = 32;
/** Within this many pixels of the top an older page is asked for. */
const TOP_SLACK_PX = 48;

export interface ChatScrollInput {
  /** The lines themselves: any change may change the height. */
  lines: readonly unknown[];
  /** Keys of the first and last line, and whether the last one is mine. */
  firstKey: string | null;
  lastKey: string | null;
  lastMine: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

export interface ChatScroll {
  /** Lines arrived below while the reader was scrolled up. */
  newBelow: boolean;
  scrollToBottom: () => void;
  onScroll: () => void;
}

/**
 * The scrolling of a chat log: new lines at the end follow the reader only when they are at the
 * bottom (or sent the line themselves), otherwise a "new messages" flag is raised; an older page
 * put on top keeps what the reader looks at in place; reaching the top asks for an older page.
 */
export function useChatScroll(listRef: RefObject<HTMLElement | null>, input: ChatScrollInput): ChatScroll {
  const { lines, firstKey, lastKey, lastMine, hasOlder, loadingOlder, loadOlder } = input;
  const [newBelow, setNewBelow] = useState(false);
  const atBottom = useRef(true);
  const previous = useRef<{ firstKey: string | null; lastKey: string | null; height: number }>({
    firstKey: null,
    lastKey: null,
    height: 0,
  });

  const scrollToBottom = useCallback(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    atBottom.current = true;
    setNewBelow(false);
  }, [listRef]);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const before = previous.current;
    const prepended = before.lastKey !== null && before.lastKey === lastKey && before.firstKey !== firstKey;
    if (prepended) {
      // The page above pushed everything down by its height: move with it.
      list.scrollTop += list.scrollHeight - before.height;
    } else if (before.lastKey !== lastKey && lastKey !== null) {
      if (atBottom.current || lastMine || before.lastKey === null) scrollToBottom();
      else setNewBelow(true);
    } else if (atBottom.current) {
      // A line changed in place (a refusal's reason appeared): stay at the bottom.
      list.scrollTop = list.scrollHeight;
    }
    previous.current = { firstKey, lastKey, height: list.scrollHeight };
  }, [listRef, lines, firstKey, lastKey, lastMine, scrollToBottom]);

  const onScroll = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight <= BOTTOM_SLACK_PX;
    if (atBottom.current) setNewBelow(false);
    if (list.scrollTop <= TOP_SLACK_PX && hasOlder && !loadingOlder) loadOlder();
  }, [listRef, hasOlder, loadingOlder, loadOlder]);

  return { newBelow, scrollToBottom, onScroll };
}
