import { describe, expect, it } from 'vitest';
import { parseBrandConfig } from './brand';
import { includesRemote, offersRemote } from './verticals';

const valid = {
  brand: 'default',
  siteId: '1',
  siteName: '星耀体育',
  apiBaseUrl: 'http://127.0.0.1:8090',
  chatSocketUrl: 'ws://127.0.0.1:8090/stream',
  remotes: { auth: 'http://127.0.0.1:8081/mf-manifest.json' },
};

describe('parseBrandConfig', () => {
  it('fills defaults and resolves flags over the build defaults', () => {
    const result = parseBrandConfig({ ...valid, flags: { depositEnabled: false } });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.defaultLanguage).toBe('zh-CN');
    expect(result.config.defaultEdition).toBe('classic');
    expect(result.config.obfuscation).toBe(false);
    expect(result.config.flags.depositEnabled).toBe(false);
    expect(result.config.flags.professionalThemeAllowed).toBe(true);
  });

  it('names the bad field with a Chinese message', () => {
    const result = parseBrandConfig({ ...valid, remotes: { sports: 'not a url' } });
    expect(result).toEqual({ ok: false, field: 'remotes.sports', message: '不是有效的 http(s) 地址' });
  });

  it('rejects an unknown remote name', () => {
    const result = parseBrandConfig({ ...valid, remotes: { bingo: 'http://x/mf-manifest.json' } });
    expect(result.ok).toBe(false);
  });

  it('rejects a bad theme colour by its path', () => {
    const result = parseBrandConfig({ ...valid, theme: { classic: { primary: 'blue' } } });
    expect(result).toMatchObject({ ok: false, field: 'theme.classic.primary' });
  });

  it('reports a missing field', () => {
    const { siteName: _omit, ...rest } = valid;
    expect(parseBrandConfig(rest)).toMatchObject({ ok: false, field: 'siteName' });
  });
});

describe('includesRemote', () => {
  it('is true only for remotes with a manifest', () => {
    expect(includesRemote({ remotes: { auth: 'http://a' } }, 'auth')).toBe(true);
    expect(includesRemote({ remotes: { auth: 'http://a' } }, 'sports')).toBe(false);
  });
});

describe('offersRemote', () => {
  it('takes sports away under skipSport, as if the brand had left the remote out', () => {
    const result = parseBrandConfig({
      ...valid,
      remotes: { ...valid.remotes, sports: 'http://127.0.0.1:8082/mf-manifest.json' },
      flags: { skipSport: true },
    });
    if (!result.ok) throw new Error(result.message);
    expect(includesRemote(result.config, 'sports')).toBe(true);
    expect(offersRemote(result.config, 'sports')).toBe(false);
    expect(offersRemote({ ...result.config, flags: { ...result.config.flags, skipSport: false } }, 'sports')).toBe(
      true,
    );
    expect(offersRemote(result.config, 'auth')).toBe(true);
  });
});
