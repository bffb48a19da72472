const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** What Tab can reach inside `box`, in document order: enabled, shown, not taken out of the order. */
export function tabbableIn(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.closest('[hidden], [inert]') !== null) return false;
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden';
  });
}

/**
 * Keeps Tab and Shift+Tab inside `box`: from its last stop (or the box itself) Tab goes to the first,
 * from its first (or the box) Shift+Tab to the last; between stops the browser moves as usual.
 * Answers whether it moved the focus.
 */
export function keepTabInside(box: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return false;
  const stops = tabbableIn(box);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (first === undefined || last === undefined) {
    // Nothing to tab to: the box itself keeps the focus.
    event.preventDefault();
    box.focus();
    return true;
  }
  const outside = !(active instanceof HTMLElement) || !box.contains(active);
  if (event.shiftKey && (outside || active === first || active === box)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (outside || active === last || active === box)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
