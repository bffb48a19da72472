import { beforeAll, describe, expect, it } from 'vitest';
import { addAvatar, avatarList, memberInfo, uploadImage, UPLOAD_IMAGE_MAX_BYTES } from 'shared/contract';
import { aesDecrypt } from 'shared/crypto';
import { obfuscatedRequest } from '../testing/signed-request';
import { status } from '../testing/call-status';
import { startProfileTestApp } from '../testing/profile-test-app';
import type { TestApp } from '../testing/test-app';
import { UPLOADS_PER_HOUR } from './profile';

const profile = startProfileTestApp();
const { clock } = profile;
let t: TestApp;

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

beforeAll(() => {
  t = profile.app();
});
const { freshMember } = profile;

describe('avatars and uploads', () => {
  it('lists twelve drawn avatars and sets one by id', async () => {
    const a = await freshMember();
    expect((await t.ok(memberInfo, { isPop: 0 }, { token: a.token })).avatar).toBe('');
    const { list } = await t.ok(avatarList, {}, { token: a.token });
    expect(list).toHaveLength(12);
    expect(list[4]).toEqual({ id: '5', url: 'http://localhost:80/static/avatar/5.svg' });
    expect((await t.app.inject({ method: 'GET', url: '/static/avatar/5.svg' })).statusCode).toBe(200);
    expect((await t.ok(addAvatar, { avatarId: '5' }, { token: a.token })).avatar).toBe(list[4]?.url);
    expect((await t.call(addAvatar, { avatarId: '13' }, { token: a.token })).envelope.status_code).toBe(6004);
  });

  it('sets an uploaded avatar, only the member’s own and only one uploaded as an avatar', async () => {
    const [a, b] = [await freshMember(), await freshMember()];
    const upload = await t.ok(uploadImage, { purpose: 'avatar', fileName: 'me.png', data: PNG }, { token: a.token });
    expect(upload).toMatchObject({ contentType: 'image/png', size: Buffer.from(PNG, 'base64').length });
    const info = await t.ok(addAvatar, { fileId: upload.fileId }, { token: a.token });
    expect(info.avatar).toMatch(new RegExp(`^http://localhost:80/files/${upload.fileId}\\?exp=\\d+&sig=[\\w-]+$`));
    const image = await t.app.inject({
      method: 'GET',
      url: new URL(info.avatar).pathname + new URL(info.avatar).search,
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);

    expect((await t.call(addAvatar, { fileId: upload.fileId }, { token: b.token })).envelope.status_code).toBe(6004);
    const feedback = await t.ok(
      uploadImage,
      { purpose: 'feedback', fileName: 'shot.png', data: PNG },
      { token: a.token },
    );
    expect((await t.call(addAvatar, { fileId: feedback.fileId }, { token: a.token })).envelope.status_code).toBe(6004);
    // Choosing a drawn one again replaces the upload.
    expect((await t.ok(addAvatar, { avatarId: '2' }, { token: a.token })).avatar).toBe(
      'http://localhost:80/static/avatar/2.svg',
    );
  });

  it('sniffs the bytes: a text file named .png, bad base64 and 2 MB + 1 byte are refused with 6010', async () => {
    const a = await freshMember();
    const text = Buffer.from('<script>alert(1)</script>').toString('base64');
    expect(
      await status(t.call(uploadImage, { purpose: 'feedback', fileName: 'evil.png', data: text }, { token: a.token })),
    ).toEqual([6010, '仅支持 JPG、PNG、GIF、WEBP 格式的图片']);
    expect(
      await status(
        t.call(uploadImage, { purpose: 'feedback', fileName: 'x.png', data: 'iVBO$$==' }, { token: a.token }),
      ),
    ).toEqual([6010, '图片数据无效']);
    const big = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES + 1);
    Buffer.from(PNG, 'base64').copy(big);
    expect(
      await status(
        t.call(
          uploadImage,
          { purpose: 'feedback', fileName: 'big.png', data: big.toString('base64') },
          { token: a.token },
        ),
      ),
    ).toEqual([6010, '图片大小不能超过2MB']);
    const rows = await t.db.query<{ n: number }>('select count(*)::int as n from uploads where member_id = $1', [a.id]);
    expect(rows[0]?.n).toBe(0);
  });

  it('accepts JPEG, GIF and WebP, and exactly 2 MB through the obfuscated route', async () => {
    const a = await freshMember();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1').toString('base64');
    const webp = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8 ', 'latin1').toString('base64');
    expect(
      (await t.ok(uploadImage, { purpose: 'feedback', fileName: 'a.jpg', data: jpeg }, { token: a.token })).contentType,
    ).toBe('image/jpeg');
    expect(
      (await t.ok(uploadImage, { purpose: 'feedback', fileName: 'a.gif', data: gif }, { token: a.token })).contentType,
    ).toBe('image/gif');
    expect(
      (await t.ok(uploadImage, { purpose: 'feedback', fileName: 'a.webp', data: webp }, { token: a.token }))
        .contentType,
    ).toBe('image/webp');

    const full = Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES);
    Buffer.from(PNG, 'base64').copy(full);
    const body = JSON.stringify({ purpose: 'feedback', fileName: 'full.png', data: full.toString('base64') });
    const request = obfuscatedRequest(uploadImage.path, body, { token: a.token, timestamp: Date.now() });
    const response = await t.app.inject({
      method: 'POST',
      url: request.url,
      headers: request.headers,
      payload: request.body,
    });
    const envelope = JSON.parse(aesDecrypt((JSON.parse(response.body) as { payload: string }).payload)) as {
      status_code: number;
      data: { size: number };
    };
    expect(envelope).toMatchObject({ status_code: 6000, data: { size: UPLOAD_IMAGE_MAX_BYTES } });
  });

  it('caps uploads at UPLOADS_PER_HOUR a member with 6011', async () => {
    const a = await freshMember();
    await t.db.query(
      `insert into uploads (id, member_id, purpose, content_type, size, path, created_at)
         select 'cap' || n || '-' || $1::int, $1::int, 'feedback', 'image/png', 70, 'none', $2 from generate_series(1, $3) as n`,
      [a.id, clock.now(), UPLOADS_PER_HOUR],
    );
    expect(
      await status(t.call(uploadImage, { purpose: 'feedback', fileName: 'p.png', data: PNG }, { token: a.token })),
    ).toEqual([6011, '上传过于频繁，请稍后再试']);
    clock.advance(61 * 60 * 1000);
    expect(
      (await t.call(uploadImage, { purpose: 'feedback', fileName: 'p.png', data: PNG }, { token: a.token })).envelope
        .status_code,
    ).toBe(6000);
  });

  it('serves a file only at its signed, unexpired address, with nosniff and an empty CSP', async () => {
    const a = await freshMember();
    const { url } = await t.ok(uploadImage, { purpose: 'feedback', fileName: 'p.png', data: PNG }, { token: a.token });
    const address = new URL(url);
    const path = address.pathname + address.search;
    const ok = await t.app.inject({ method: 'GET', url: path });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    expect(ok.headers['cache-control']).toMatch(/^private, max-age=\d+$/);

    const sig = address.searchParams.get('sig') ?? '';
    const tampered = `${address.pathname}?exp=${address.searchParams.get('exp') ?? ''}&sig=${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    const longer = `${address.pathname}?exp=${Number(address.searchParams.get('exp')) + 3600}&sig=${sig}`;
    expect((await t.app.inject({ method: 'GET', url: longer })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: address.pathname })).statusCode).toBe(404);
    clock.advance(26 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
