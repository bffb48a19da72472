import { escapeXml } from '../../static/svg';

export interface LobbyPageInput {
  venueName: string;
  enName: string;
  userId: string;
  gameCode: string;
}

/**
 * The demo lobby of an outside venue. Real venues are third-party sites; this page stands in for
 * them so a launch can be followed end to end, and says plainly that it is a demo.
 */
export function renderLobbyPage(input: LobbyPageInput): string {
  const name = escapeXml(input.venueName);
  const game = input.gameCode === '' ? '' : `<p>游戏代码：<b>${escapeXml(input.gameCode)}</b></p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${name} · 演示大厅</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: 'PingFang SC','Microsoft YaHei',sans-serif;
         background: linear-gradient(135deg, #0b1f4b, #1f6fd1); color: #fff; }
  main { max-width: 32rem; padding: 2rem 2.5rem; border-radius: 1rem; background: rgba(0, 0, 0, 0.35); text-align: center; }
  h1 { margin: 0 0 0.5rem; font-size: 1.75rem; }
  .code { color: #ffd36b; letter-spacing: 0.1em; }
  .note { margin-top: 1.5rem; font-size: 0.875rem; opacity: 0.8; line-height: 1.6; }
</style>
</head>
<body>
<main>
  <h1>${name}</h1>
  <p class="code">${escapeXml(input.enName)}</p>
  <p>会员编号：<b data-testid="lobby-uid">${escapeXml(input.userId)}</b></p>
  ${game}
  <p class="note">这是参考服务器提供的演示场馆大厅，仅用于验证进入场馆的流程，不涉及任何真实投注或资金。</p>
</main>
</body>
</html>`;
}
