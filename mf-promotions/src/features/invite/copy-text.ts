/**
 * Puts `text` on the clipboard. The Clipboard API needs a secure context and the page's focus; a
 * site served over plain http (some brands' mirrors are) has no navigator.clipboard at all, so the
 * old selection-and-copy command is the fallback. Rejects when neither works.
 */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Denied or unavailable here: try the selection fallback below.
    }
  }
  if (!copyBySelection(text)) throw new Error('clipboard unavailable');
}

function copyBySelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen but still selectable; fixed so the page does not scroll to it.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  document.body.appendChild(area);
  area.select();
  try {
    // Deprecated, but the only copy path a page without the Clipboard API has.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
