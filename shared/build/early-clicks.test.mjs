// The inline keeper of early presses, run in a DOM as the page's parser would run it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Window } from 'happy-dom';
import { EARLY_CLICKS_SCRIPT } from './early-clicks.mjs';

function pageWithKeeper() {
  const window = new Window({
    url: 'http://127.0.0.1/',
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  const { document } = window;
  document.body.innerHTML =
    '<div id="root"><button id="login"><span id="label">登录</span></button><button id="register">注册</button>' +
    '<button id="off" disabled>x</button><a id="link" href="/sport">体育</a></div><button id="outside">x</button>';
  const script = document.createElement('script');
  script.textContent = EARLY_CLICKS_SCRIPT;
  document.head.appendChild(script);
  const press = (id) => document.getElementById(id).click();
  return { window, document, press };
}

/** The ids of the buttons the page takes (an array of this realm: the page's are another's). */
const kept = (window) => Array.from(window.__xyEarlyClicks(), (button) => button.id);

test("keeps presses on the page's buttons, from their inner text too, until the page takes them", () => {
  const { window, press } = pageWithKeeper();
  try {
    press('label');
    press('register');
    assert.deepEqual(kept(window), ['login', 'register']);
    // Taken: the keeper stops listening.
    press('login');
    assert.deepEqual(kept(window), []);
  } finally {
    window.close();
  }
});

test('a disabled button, a link and a button outside the app are not kept', () => {
  const { window, press } = pageWithKeeper();
  try {
    press('off');
    press('link');
    press('outside');
    assert.deepEqual(kept(window), []);
  } finally {
    window.close();
  }
});
