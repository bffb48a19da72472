import { escapeXml } from '../../../static/svg';
import { PLAY_CLIENT_SCRIPT } from './play-client-script';
import { STAKES } from './round-input';

/** What the page script starts from (read from a JSON data block, never executed). */
export interface PlayPageConfig {
  /** /venue/play/<ticket>: the page's calls are relative to it. */
  base: string;
  balance: number;
  serverSeedHash: string;
  nonce: number;
}

export interface PlayPageParts {
  /** The CSP nonce of this response's style and script elements. */
  cspNonce: string;
  venueName: string;
  gameName: string;
  config: PlayPageConfig;
  /** The game's own styles, markup (between the header and the controls) and script. */
  styles: string;
  game: string;
  /** The button of the game's controls (slot: 旋转); empty when the game area is the control. */
  action: string;
  /** What the stake selector is called: 投注额, or 炮值 for a cannon. */
  stakeLabel: string;
  script: string;
}

/** JSON that cannot close the script element it sits in. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const SHARED_STYLES = `
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { font-family: 'PingFang SC','Microsoft YaHei',sans-serif; color: #fff; background: #0d1733; display: flex; flex-direction: column; }
  header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding: 0.75rem 1rem; background: rgba(0, 0, 0, 0.35); }
  header h1 { margin: 0; font-size: 1.125rem; }
  header small { display: block; font-size: 0.75rem; opacity: 0.75; font-weight: normal; }
  .wallet { text-align: right; font-size: 0.8125rem; opacity: 0.9; }
  .wallet b { display: block; font-size: 1.25rem; color: #ffd36b; }
  main { flex: 1; display: flex; flex-direction: column; align-items: center; gap: 1rem; padding: 1rem; }
  .controls { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0.75rem; }
  .stakes { display: flex; gap: 0.375rem; border: 0; margin: 0; padding: 0; align-items: center; }
  .stakes legend { float: left; margin-right: 0.5rem; font-size: 0.875rem; }
  .stakes button { min-width: 2.75rem; padding: 0.375rem 0.5rem; border-radius: 0.375rem; border: 1px solid #5b7bd5; background: transparent; color: #fff; font-size: 0.9375rem; cursor: pointer; }
  .stakes button[aria-pressed="true"] { background: #ffd36b; border-color: #ffd36b; color: #1d2433; font-weight: 700; }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  button:focus-visible { outline: 3px solid #ffb020; outline-offset: 2px; }
  .action { padding: 0.75rem 2.5rem; border: 0; border-radius: 2rem; font-size: 1.25rem; font-weight: 700; color: #1d2433; background: linear-gradient(#ffe08a, #f5a623); cursor: pointer; }
  .result { min-height: 1.5rem; margin: 0; font-size: 1.0625rem; text-align: center; }
  .message { min-height: 1.25rem; margin: 0; font-size: 0.9375rem; color: #9fe3b0; text-align: center; }
  .message.bad { color: #ff8a7a; font-weight: 600; }
  .fair { width: min(40rem, 100%); font-size: 0.75rem; line-height: 1.6; opacity: 0.85; }
  .fair summary { cursor: pointer; }
  .fair code { word-break: break-all; color: #b8c8ff; }
  .fair button { margin-top: 0.25rem; padding: 0.25rem 0.75rem; border-radius: 0.375rem; border: 1px solid #b8c8ff; background: transparent; color: #fff; cursor: pointer; }
  .note { margin: 0; font-size: 0.75rem; opacity: 0.6; text-align: center; }
  table.pays { border-collapse: collapse; font-size: 0.8125rem; }
  table.pays th, table.pays td { padding: 0.125rem 0.625rem; border-bottom: 1px solid rgba(255, 255, 255, 0.15); text-align: center; }
`;

function stakeButtons(): string {
  return STAKES.map(
    (stake, i) =>
      `<button type="button" data-stake="${stake}" aria-pressed="${i === 0 ? 'true' : 'false'}">${stake}</button>`,
  ).join('');
}

/**
 * The frame every demo game page shares: venue and game, the venue wallet, the stake selector, the
 * result and message lines and the fairness panel (the current seed's hash, shown before any
 * round, and the button that reveals it). Everything is inline: the page loads nothing else, and
 * its CSP allows only this response's nonce.
 */
export function renderPlayPage(parts: PlayPageParts): string {
  const nonce = escapeXml(parts.cspNonce);
  const title = `${escapeXml(parts.venueName)} · ${escapeXml(parts.gameName)}`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style nonce="${nonce}">${SHARED_STYLES}${parts.styles}</style>
</head>
<body>
<header>
  <h1>${escapeXml(parts.gameName)}<small>${escapeXml(parts.venueName)} · 演示游戏</small></h1>
  <p class="wallet">场馆余额<b data-testid="game-balance" aria-live="polite">${parts.config.balance.toFixed(2)}</b></p>
</header>
<main>
  ${parts.game}
  <div class="controls">
    <fieldset class="stakes" id="stakes"><legend>${escapeXml(parts.stakeLabel)}</legend>${stakeButtons()}</fieldset>
    ${parts.action}
  </div>
  <p class="message" id="game-message" role="alert"></p>
  <details class="fair">
    <summary>公平性验证</summary>
    <p>当前种子哈希（SHA-256）：<code id="seed-hash">${escapeXml(parts.config.serverSeedHash)}</code><br>本种子已玩局数：<span id="seed-nonce">${parts.config.nonce}</span></p>
    <p>每局结果 = HMAC-SHA256(服务器种子, "凭证:局号")。公开种子后可逐局验算，公开后将换用新种子。</p>
    <button type="button" id="seed-reveal">公开种子并更换</button>
    <p id="seed-revealed" hidden>上一种子：<code id="seed-old"></code><br>其哈希：<code id="seed-old-hash"></code>，共 <span id="seed-old-rounds"></span> 局</p>
  </details>
  <p class="note">参考服务器提供的演示游戏：使用您在本场馆的钱包余额下注，输赢计入投注记录。理论返还率 96%。</p>
</main>
<script type="application/json" id="game-config">${jsonForScript(parts.config)}</script>
<script nonce="${nonce}">
(() => {
${PLAY_CLIENT_SCRIPT}
${parts.script}
})();
</script>
</body>
</html>`;
}
