import { escapeXml } from '../../../static/svg';
import { renderPlayPage, type PlayPageConfig } from './play-page';
import { SLOT_SYMBOLS } from './slot-machine';
import { SLOT_SYMBOL_DEFS } from './slot-symbols-svg';
import { slotScript } from './slot-script';

export interface SlotPageInput {
  cspNonce: string;
  venueName: string;
  gameName: string;
  config: PlayPageConfig;
}

const STYLES = `
  body { background: radial-gradient(circle at 50% 20%, #3a1c71, #0d1733 70%); }
  .defs { position: absolute; }
  .machine { display: flex; gap: 0.75rem; padding: 1rem; border-radius: 1rem; background: linear-gradient(#f5a623, #b86e00); box-shadow: 0 0.5rem 2rem rgba(0, 0, 0, 0.5); }
  .reel { width: clamp(5rem, 22vw, 8rem); aspect-ratio: 1; border-radius: 0.75rem; background: #fff; display: grid; place-items: center; overflow: hidden; }
  .reel svg { width: 80%; height: 80%; }
  .spinning .reel svg { animation: roll 0.12s linear infinite; }
  @keyframes roll { from { transform: translateY(-30%); opacity: 0.4; } to { transform: translateY(30%); opacity: 0.4; } }
  @media (prefers-reduced-motion: reduce) { .spinning .reel svg { animation: none; opacity: 0.4; } }
  .pays svg { width: 1.25rem; height: 1.25rem; vertical-align: middle; }
`;

function reel(symbolId: string, index: number): string {
  const symbol = SLOT_SYMBOLS.find((s) => s.id === symbolId);
  return `<div class="reel"><svg viewBox="0 0 100 100" role="img" aria-label="第${index + 1}轴：${escapeXml(symbol?.name ?? '')}"><use href="#sym-${symbolId}"/></svg></div>`;
}

function paytable(): string {
  const rows = SLOT_SYMBOLS.map(
    (s) =>
      `<tr><td><svg viewBox="0 0 100 100" aria-hidden="true"><use href="#sym-${s.id}"/></svg> ${escapeXml(s.name)}</td><td>×${s.pair}</td><td>×${s.triple}</td></tr>`,
  ).join('');
  return `<table class="pays"><caption>赔付表（中线，按投注额倍数）</caption><thead><tr><th>图案</th><th>左起两连</th><th>三连</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The slot machine of a DZ venue's ticket: three reels, the paytable, 旋转. */
export function renderSlotPage(input: SlotPageInput): string {
  return renderPlayPage({
    ...input,
    styles: STYLES,
    game: `${SLOT_SYMBOL_DEFS}
  <div class="machine" id="machine" aria-label="老虎机转轴">${['cherry', 'bell', 'seven'].map(reel).join('')}</div>
  <p class="result" data-testid="slot-result" aria-live="polite">选择投注额，按“旋转”开始</p>
  ${paytable()}`,
    action: '<button type="button" class="action" data-testid="slot-spin">旋转</button>',
    stakeLabel: '投注额',
    script: slotScript(),
  });
}
