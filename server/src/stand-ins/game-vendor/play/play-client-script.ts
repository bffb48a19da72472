/**
 * The part of a demo game page's script every game shares (plain browser JS, no build step): the
 * config, the stake selector, calls to the page's own routes, the balance (also posted to the host
 * page that frames the game) and the fairness panel. The game's script follows it in one scope and
 * uses `play`.
 */
export const PLAY_CLIENT_SCRIPT = String.raw`
  const config = JSON.parse(document.getElementById('game-config').textContent);
  const balanceEl = document.querySelector('[data-testid="game-balance"]');
  const messageEl = document.getElementById('game-message');
  const stakeButtons = Array.from(document.querySelectorAll('#stakes button'));
  let stake = Number(stakeButtons[0].dataset.stake);

  const money = (value) => value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  /** A v4 uuid from getRandomValues: randomUUID needs a secure context, plain http has none. */
  function uuid() {
    const b = crypto.getRandomValues(new Uint8Array(16));
    b[6] = (b[6] & 15) | 64;
    b[8] = (b[8] & 63) | 128;
    const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
    return h.slice(0, 8) + '-' + h.slice(8, 12) + '-' + h.slice(12, 16) + '-' + h.slice(16, 20) + '-' + h.slice(20);
  }

  /** The framing page's origin, so the balance goes to it and nowhere else. */
  function parentOrigin() {
    if (location.ancestorOrigins && location.ancestorOrigins.length > 0) return location.ancestorOrigins[0];
    try {
      return document.referrer ? new URL(document.referrer).origin : null;
    } catch (e) {
      return null;
    }
  }

  function showBalance(balance) {
    balanceEl.textContent = money(balance);
    const origin = window.parent !== window ? parentOrigin() : null;
    if (origin) window.parent.postMessage({ type: 'venue-balance', balance: balance }, origin);
  }

  function say(text, bad) {
    messageEl.textContent = text;
    messageEl.className = bad ? 'message bad' : 'message';
  }

  function showSeed(hash, nonce) {
    document.getElementById('seed-hash').textContent = hash;
    document.getElementById('seed-nonce').textContent = String(nonce);
  }

  /** GET without a body, POST with one; a refusal throws its Chinese message. */
  async function call(path, body) {
    let response;
    try {
      response = await fetch(config.base + path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: 'no-store',
        credentials: 'omit',
      });
    } catch (e) {
      throw new Error('网络异常，请检查网络后重试');
    }
    const data = await response.json().catch(() => null);
    if (!response.ok) throw new Error((data && data.message) || (response.status === 404 ? '游戏凭证已失效，请返回网站重新进入游戏' : '服务开小差了，请稍后重试'));
    return data;
  }

  function setStakesDisabled(disabled) {
    stakeButtons.forEach((button) => { button.disabled = disabled; });
  }

  stakeButtons.forEach((button) => {
    button.addEventListener('click', () => {
      stake = Number(button.dataset.stake);
      stakeButtons.forEach((other) => other.setAttribute('aria-pressed', other === button ? 'true' : 'false'));
    });
  });

  /** One round: the game locks its own controls around it; the answer updates balance and seed. */
  async function play(extra) {
    say('', false);
    setStakesDisabled(true);
    try {
      const round = await call('/round', Object.assign({ requestId: uuid(), stake: stake }, extra));
      showBalance(round.balance);
      showSeed(round.serverSeedHash, round.nonce);
      return round;
    } catch (error) {
      say(error.message, true);
      return null;
    } finally {
      setStakesDisabled(false);
    }
  }

  async function refresh() {
    try {
      const state = await call('/state');
      showBalance(state.balance);
      showSeed(state.serverSeedHash, state.nonce);
    } catch (error) {
      say(error.message, true);
    }
  }

  const revealButton = document.getElementById('seed-reveal');
  revealButton.addEventListener('click', async () => {
    revealButton.disabled = true;
    try {
      const reveal = await call('/seed', {});
      document.getElementById('seed-old').textContent = reveal.revealedSeed;
      document.getElementById('seed-old-hash').textContent = reveal.revealedSeedHash;
      document.getElementById('seed-old-rounds').textContent = String(reveal.rounds);
      document.getElementById('seed-revealed').hidden = false;
      showSeed(reveal.serverSeedHash, reveal.nonce);
    } catch (error) {
      say(error.message, true);
    } finally {
      revealButton.disabled = false;
    }
  });

  // Money moved in or out of the venue elsewhere (the site's transfer dialog) shows on return.
  window.addEventListener('focus', refresh);
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') void refresh(); });
  showBalance(config.balance);
`;
