import { escapeXml } from '../../../static/svg';
import { FISH_KINDS } from './fishing';
import { fishingScript } from './fishing-script';
import { renderPlayPage, type PlayPageConfig } from './play-page';

export interface FishingPageInput {
  cspNonce: string;
  venueName: string;
  gameName: string;
  config: PlayPageConfig;
}

/** Each kind's colour (the shape is shared); the dragon is drawn larger. */
const STYLES = `
  body { background: #03223f; }
  .defs { position: absolute; }
  .ocean { position: relative; width: 100%; flex: 1; min-height: 18rem; border-radius: 1rem; overflow: hidden;
           background: linear-gradient(#0b6fa4, #043a63 70%, #02223d); box-shadow: inset 0 0 4rem rgba(0, 0, 0, 0.5); }
  .ocean::before { content: ''; position: absolute; inset: 0; background: radial-gradient(circle at 20% 10%, rgba(255, 255, 255, 0.18), transparent 40%); pointer-events: none; }
  .fish { position: absolute; left: 0; top: 0; width: 5.5rem; padding: 0; border: 0; background: none; color: #ffd43b; cursor: crosshair; text-align: center; }
  .fish svg { display: block; width: 100%; height: auto; }
  .fish span { display: block; font-size: 0.75rem; font-weight: 700; color: #fff; text-shadow: 0 1px 2px #000; }
  .fish[aria-disabled="true"] { cursor: wait; }
  .fish.caught { opacity: 0; transition: opacity 0.6s; }
  .fish.missed svg { filter: brightness(1.8); }
  .fish-minnow { color: #ffd43b; width: 4rem; } .fish-clownfish { color: #ff922b; width: 4.5rem; }
  .fish-pufferfish { color: #a9e34b; width: 5rem; } .fish-lanternfish { color: #74c0fc; width: 5.5rem; }
  .fish-turtle { color: #38d9a9; width: 6.5rem; } .fish-shark { color: #adb5bd; width: 8rem; }
  .fish-dragon { color: #fab005; width: 9.5rem; }
  .win { position: absolute; left: 0; top: 0; font-weight: 800; font-size: 1.25rem; color: #ffd43b; text-shadow: 0 2px 4px #000; pointer-events: none; }
  .cannon { position: absolute; left: 50%; bottom: -0.5rem; width: 4rem; height: 5rem; margin-left: -2rem; transform-origin: 50% 80%; pointer-events: none; }
`;

const FISH_DEFS = `<svg width="0" height="0" aria-hidden="true" focusable="false" class="defs"><defs>
  <symbol id="fish-shape" viewBox="0 0 120 60"><path d="M8 30 C30 4 78 4 96 30 C78 56 30 56 8 30Z" fill="currentColor"/><path d="M92 30 L118 10 L112 30 L118 50Z" fill="currentColor"/><path d="M44 12 C52 2 66 2 72 12Z" fill="currentColor" opacity="0.7"/><circle cx="26" cy="26" r="5" fill="#fff"/><circle cx="25" cy="26" r="2.5" fill="#111"/><path d="M40 18 C46 26 46 34 40 42" stroke="rgba(0,0,0,0.25)" stroke-width="3" fill="none"/></symbol>
  <symbol id="cannon-shape" viewBox="0 0 40 50"><rect x="14" y="0" width="12" height="30" rx="3" fill="#ced4da"/><circle cx="20" cy="38" r="12" fill="#868e96"/><circle cx="20" cy="38" r="5" fill="#ffd43b"/></symbol>
</defs></svg>`;

function fishTable(): string {
  const rows = FISH_KINDS.map((k) => `<td>${escapeXml(k.name)} ×${k.multiplier}</td>`).join('');
  return `<table class="pays"><caption>鱼种赔率（命中按炮值倍数派彩，每种鱼理论返还 96%）</caption><tbody><tr>${rows}</tr></tbody></table>`;
}

/** The fishing game of a BY venue's ticket: fish to click (buttons, so keys work too), a cannon value. */
export function renderFishingPage(input: FishingPageInput): string {
  return renderPlayPage({
    ...input,
    styles: STYLES,
    game: `${FISH_DEFS}
  <div class="ocean" id="ocean" aria-label="渔场：点击鱼发射炮弹">
    <svg class="cannon" id="cannon" viewBox="0 0 40 50" aria-hidden="true"><use href="#cannon-shape"/></svg>
  </div>
  <p class="result" data-testid="fish-result" aria-live="polite">选择炮值，点击鱼发射炮弹</p>
  ${fishTable()}`,
    action: '',
    stakeLabel: '炮值',
    script: fishingScript(),
  });
}
