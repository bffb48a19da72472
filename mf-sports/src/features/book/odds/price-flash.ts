/** How long a moved price stays green or red. */
export const FLASH_MS = 1_000;

/**
 * Ref of a freshly moved price (each move mounts a new element): a timer turns its flash off after
 * FLASH_MS by resetting data-move on the element itself, without a React render per price.
 */
export function endFlashLater(element: Element | null): void {
  if (element) setTimeout(() => element.setAttribute('data-move', '0'), FLASH_MS);
}
