/** SPEC §1: the base font scales with window width relative to a 1920-pixel design. */
export const DESIGN_WIDTH = 1920;
export const BASE_FONT_PX = 16;
export const MIN_FONT_PX = 12;
export const MAX_FONT_PX = 20;

export function rootFontSize(windowWidth: number): number {
  const scaled = (BASE_FONT_PX * windowWidth) / DESIGN_WIDTH;
  return Math.round(Math.min(MAX_FONT_PX, Math.max(MIN_FONT_PX, scaled)) * 100) / 100;
}

/** The compact reading mode (crMode) sets everything sized in rem this much smaller. */
export const COMPACT_SCALE = 0.875;

let scale = 1;
let applyToWindow: (() => void) | null = null;

/** Keeps <html>'s font size in step with the window; returns the function that stops it. */
export function installRootFontSize(win: Window = window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${Math.round(rootFontSize(win.innerWidth) * scale * 100) / 100}px`;
  };
  applyToWindow = apply;
  apply();
  win.addEventListener('resize', apply);
  return () => {
    win.removeEventListener('resize', apply);
    if (applyToWindow === apply) applyToWindow = null;
  };
}

/** Switches the compact reading mode: the root font (and with it the page's rem sizes) shrinks by COMPACT_SCALE. */
export function setCompactRootFont(compact: boolean): void {
  scale = compact ? COMPACT_SCALE : 1;
  applyToWindow?.();
}
