// The host's page may come drawn (the prerendered home) seconds before its script is live, and a
// press on one of its buttons meanwhile would do nothing. This script, inline in the page so it runs
// before any file arrives, keeps those presses; the page takes them when React adopts the markup
// and replays the last one (host/src/prerender/early-clicks.ts). Links need none: they navigate.
// The page server's policy admits it by its hash (scripts/lib/inline-scripts.mjs).
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[];function k(e){var t=e.target,b=t&&t.closest&&t.closest("button");' +
  'if(b&&!b.disabled&&b.closest("#root"))q.push(b)}document.addEventListener("click",k,true);' +
  'window.__xyEarlyClicks=function(){document.removeEventListener("click",k,true);return q.splice(0)}})();';
