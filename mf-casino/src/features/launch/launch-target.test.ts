import { describe, expect, it } from 'vitest';
import { launchTarget } from './launch-target';

const inner = { innerGame: true };
const outer = { innerGame: false };
const TICKET = 'abcdEFGH1234_-xyZ9';

describe('launchTarget', () => {
  it('sends CRTY to the local sport route, from a site path or a web address', () => {
    expect(launchTarget('CRTY', '/game/sport/crty?uid=7', inner)).toEqual({ kind: 'localSport' });
    expect(launchTarget('crty', 'https://book.example.com/?uid=7', outer)).toEqual({ kind: 'localSport' });
  });

  it('frames a web address in /game/{venue} when innerGame is on', () => {
    expect(launchTarget('AGZR', 'https://games.example.com/lobby?a=1&b=2', inner)).toEqual({
      kind: 'inApp',
      path: `/game/agzr?url=${encodeURIComponent('https://games.example.com/lobby?a=1&b=2')}`,
      frame: { url: 'https://games.example.com/lobby?a=1&b=2', title: '' },
    });
    expect(launchTarget('AGZR', 'https://games.example.com/', inner, '百家乐')).toEqual({
      kind: 'inApp',
      path: `/game/agzr?url=${encodeURIComponent('https://games.example.com/')}&title=${encodeURIComponent('百家乐')}`,
      frame: { url: 'https://games.example.com/', title: '百家乐' },
    });
    expect(launchTarget('KYQP', 'http://10.0.0.1:8080/x', inner)).toMatchObject({
      kind: 'inApp',
      path: expect.stringMatching(/^\/game\/kyqp\?url=/) as unknown,
    });
  });

  it('opens a web address in a new window when innerGame is off, and always for XMTY, G1CP, SGCP', () => {
    expect(launchTarget('AGZR', 'https://games.example.com/', outer)).toEqual({
      kind: 'newWindow',
      url: 'https://games.example.com/',
    });
    for (const venue of ['XMTY', 'G1CP', 'sgcp']) {
      expect(launchTarget(venue, 'https://lottery.example.com/', inner)).toEqual({
        kind: 'newWindow',
        url: 'https://lottery.example.com/',
      });
    }
  });

  it('follows a site path in the app, whatever the flag', () => {
    expect(launchTarget('PGDZ', '/dz/game?venue=PGDZ&ticket=abc', inner)).toEqual({
      kind: 'inApp',
      path: '/dz/game?venue=PGDZ&ticket=abc',
    });
    expect(launchTarget('PGDZ', '/dz/game?venue=PGDZ&ticket=abc', outer)).toEqual({
      kind: 'inApp',
      path: '/dz/game?venue=PGDZ&ticket=abc',
    });
  });

  it('opens a ticket on the host page, in the app or a new tab', () => {
    expect(launchTarget('pgdz', TICKET, inner)).toEqual({
      kind: 'inApp',
      path: `/pg/game?venue=PGDZ&ticket=${TICKET}`,
    });
    expect(launchTarget('PGDZ', TICKET, outer)).toEqual({
      kind: 'newWindow',
      url: `/pg/game?venue=PGDZ&ticket=${TICKET}`,
    });
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD4='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['ftp:', 'ftp://evil.example.com/'],
    ['a custom scheme', 'intent://scan#Intent;end'],
    ['protocol-relative', '//evil.example.com/x'],
    ['a backslash trick', '/\\evil.example.com'],
    ['backslashes only', '\\\\evil.example.com'],
    ['a web address with a backslash', 'https://good.example.com\\@evil.example.com'],
    ['a leading space', ' https://games.example.com/'],
    ['a tab inside the scheme', 'java\tscript:alert(1)'],
    ['a newline', '/dz/game\n//evil'],
    ['a control character', 'https://games.example.com/\u0000'],
    ['a non-breaking space', '/dz/game\u00a0x'],
    ['an empty url', ''],
    ['http: without a host', 'http:evil'],
    ['a short ticket', 'abc'],
    ['a ticket with odd characters', 'abcdefghijklmnop.q'],
  ])('refuses %s', (_name, url) => {
    expect(launchTarget('AGZR', url, inner)).toEqual({ kind: 'refused' });
    expect(launchTarget('AGZR', url, outer)).toEqual({ kind: 'refused' });
  });

  it('refuses a hostile CRTY address too: it is stored for the sports page', () => {
    expect(launchTarget('CRTY', 'javascript:alert(1)', inner)).toEqual({ kind: 'refused' });
    expect(launchTarget('CRTY', '//evil.example.com', inner)).toEqual({ kind: 'refused' });
  });
});
