import { SLOT_SYMBOLS } from './slot-machine';

/** The slot page's own script (after PLAY_CLIENT_SCRIPT, in its scope): 旋转 and the reels. */
export function slotScript(): string {
  const names = JSON.stringify(Object.fromEntries(SLOT_SYMBOLS.map((s) => [s.id, s.name])));
  return String.raw`
  const NAMES = ${names};
  const spinButton = document.querySelector('[data-testid="slot-spin"]');
  const resultEl = document.querySelector('[data-testid="slot-result"]');
  const machine = document.getElementById('machine');
  const reels = Array.from(machine.querySelectorAll('.reel svg'));
  let busy = false;
  // Rounds played on this page: data-round on the result tells a watcher (or a test) that a new one landed.
  let rounds = 0;

  function showReels(ids) {
    ids.forEach((id, i) => {
      reels[i].querySelector('use').setAttribute('href', '#sym-' + id);
      reels[i].setAttribute('aria-label', '第' + (i + 1) + '轴：' + NAMES[id]);
    });
  }

  spinButton.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    spinButton.disabled = true;
    machine.classList.add('spinning');
    resultEl.textContent = '旋转中…';
    // The reels turn a moment even when the answer is instant: a spin should look like one.
    const [round] = await Promise.all([play({}), new Promise((resolve) => setTimeout(resolve, 450))]);
    machine.classList.remove('spinning');
    if (round) {
      showReels(round.reels);
      resultEl.textContent = round.payout > 0 ? '赢得 ' + money(round.payout) + '：' + round.detail : '未中奖：' + round.detail;
      rounds += 1;
      resultEl.dataset.round = String(rounds);
    } else {
      resultEl.textContent = '本局未进行';
    }
    busy = false;
    spinButton.disabled = false;
    spinButton.focus();
  });
`;
}
