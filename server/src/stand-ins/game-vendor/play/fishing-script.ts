import { FISH_KINDS } from './fishing';

/** How often each kind swims in (small fish are common); looks only, the odds are the server's. */
const SPAWN_WEIGHTS: Readonly<Record<string, number>> = {
  minnow: 30,
  clownfish: 24,
  pufferfish: 18,
  lanternfish: 12,
  turtle: 8,
  shark: 5,
  dragon: 3,
};

/**
 * The fishing page's own script (after PLAY_CLIENT_SCRIPT, in its scope). Fish are buttons that
 * swim in bursts and rest between them, stop while pointed at or focused, and stand still for
 * reduced motion: a moving target must still be one a keyboard or a test can hit.
 */
export function fishingScript(): string {
  const kinds = JSON.stringify(
    FISH_KINDS.map((k) => ({ id: k.id, name: k.name, multiplier: k.multiplier, weight: SPAWN_WEIGHTS[k.id] ?? 1 })),
  );
  return String.raw`
  const KINDS = ${kinds};
  const FISH_COUNT = 8;
  const SWIM_S = 2.4;
  const REST_S = 1.2;
  const ocean = document.getElementById('ocean');
  const cannon = document.getElementById('cannon');
  const resultEl = document.querySelector('[data-testid="fish-result"]');
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const totalWeight = KINDS.reduce((sum, k) => sum + k.weight, 0);
  const school = [];
  let busy = false;
  // Shots fired on this page: data-round on the result tells a watcher (or a test) that a new one landed.
  let rounds = 0;

  function randomKind() {
    let r = Math.random() * totalWeight;
    for (const kind of KINDS) {
      if (r < kind.weight) return kind;
      r -= kind.weight;
    }
    return KINDS[0];
  }

  function dress(fish, kind) {
    fish.kind = kind;
    fish.el.className = 'fish fish-' + kind.id;
    fish.el.dataset.kind = kind.id;
    fish.el.setAttribute('aria-label', kind.name + ' ×' + kind.multiplier + '，射击');
    fish.el.querySelector('span').textContent = kind.name + ' ×' + kind.multiplier;
  }

  function place(fish) {
    const w = ocean.clientWidth, h = ocean.clientHeight;
    fish.x = Math.random() * Math.max(1, w - fish.el.offsetWidth);
    fish.y = Math.random() * Math.max(1, h - fish.el.offsetHeight - 60);
    fish.vx = (30 + Math.random() * 50) * (Math.random() < 0.5 ? -1 : 1);
    fish.vy = (Math.random() - 0.5) * 20;
    fish.offset = Math.random() * (SWIM_S + REST_S);
    draw(fish);
  }

  function draw(fish) {
    fish.el.style.transform = 'translate(' + fish.x.toFixed(1) + 'px,' + fish.y.toFixed(1) + 'px)';
    // The shape faces left: turned round when swimming right.
    fish.el.querySelector('svg').style.transform = fish.vx > 0 ? 'scaleX(-1)' : 'none';
  }

  function spawn() {
    const el = document.createElement('button');
    el.type = 'button';
    el.dataset.testid = 'fish';
    el.innerHTML = '<svg viewBox="0 0 120 60" aria-hidden="true"><use href="#fish-shape"/></svg><span></span>';
    const fish = { el: el, kind: null, x: 0, y: 0, vx: 0, vy: 0, offset: 0, held: false };
    dress(fish, randomKind());
    ocean.appendChild(el);
    place(fish);
    const hold = () => { fish.held = true; };
    const release = () => { fish.held = false; };
    el.addEventListener('pointerenter', hold);
    el.addEventListener('pointerleave', release);
    el.addEventListener('focus', hold);
    el.addEventListener('blur', release);
    el.addEventListener('click', () => { void shoot(fish); });
    school.push(fish);
  }

  let last = performance.now();
  function swim(now) {
    const dt = Math.min(0.1, (now - last) / 1000);
    last = now;
    const w = ocean.clientWidth, h = ocean.clientHeight;
    for (const fish of school) {
      const phase = (now / 1000 + fish.offset) % (SWIM_S + REST_S);
      if (fish.held || phase >= SWIM_S) continue;
      fish.x += fish.vx * dt;
      fish.y += fish.vy * dt;
      const maxX = Math.max(0, w - fish.el.offsetWidth), maxY = Math.max(0, h - fish.el.offsetHeight - 60);
      if (fish.x < 0 || fish.x > maxX) { fish.vx = -fish.vx; fish.x = Math.min(maxX, Math.max(0, fish.x)); }
      if (fish.y < 0 || fish.y > maxY) { fish.vy = -fish.vy; fish.y = Math.min(maxY, Math.max(0, fish.y)); }
      draw(fish);
    }
    requestAnimationFrame(swim);
  }

  function setFishDisabled(disabled) {
    school.forEach((fish) => { fish.el.setAttribute('aria-disabled', disabled ? 'true' : 'false'); });
  }

  function aim(fish) {
    const o = ocean.getBoundingClientRect(), f = fish.el.getBoundingClientRect();
    const dx = f.left + f.width / 2 - (o.left + o.width / 2), dy = o.bottom - (f.top + f.height / 2);
    cannon.style.transform = 'rotate(' + (Math.atan2(dx, Math.max(1, dy)) * 180 / Math.PI).toFixed(1) + 'deg)';
  }

  function showWin(fish, payout) {
    const tag = document.createElement('div');
    tag.className = 'win';
    tag.textContent = '+' + money(payout);
    tag.style.transform = 'translate(' + fish.x.toFixed(0) + 'px,' + fish.y.toFixed(0) + 'px)';
    ocean.appendChild(tag);
    setTimeout(() => tag.remove(), 1200);
  }

  // aria-disabled rather than disabled while a shot runs: the fish keeps the keyboard focus.
  async function shoot(fish) {
    if (busy) return;
    busy = true;
    setFishDisabled(true);
    aim(fish);
    const kind = fish.kind;
    resultEl.textContent = '发射中…';
    const round = await play({ target: kind.id });
    if (round !== null) {
      rounds += 1;
      resultEl.dataset.round = String(rounds);
    }
    if (round === null) {
      resultEl.textContent = '本炮未发射';
    } else if (round.hit) {
      resultEl.textContent = '命中' + kind.name + '，赢得 ' + money(round.payout);
      showWin(fish, round.payout);
      fish.el.classList.add('caught');
      setTimeout(() => { dress(fish, randomKind()); place(fish); }, 600);
    } else {
      resultEl.textContent = '未命中' + kind.name + '，炮值 ' + money(round.stake);
      fish.el.classList.add('missed');
      setTimeout(() => fish.el.classList.remove('missed'), 300);
    }
    busy = false;
    setFishDisabled(false);
  }

  for (let i = 0; i < FISH_COUNT; i++) spawn();
  if (!still) requestAnimationFrame(swim);
  window.addEventListener('resize', () => school.forEach(place));
`;
}
