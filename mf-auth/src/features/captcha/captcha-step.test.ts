import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaType, sliderVerify, validateGeeCheck } from 'shared/contract';
import { businessError, fakeServer } from '../../testing/fake-server';
import { runCaptchaStep } from './captcha-step';
import { createReferenceSliderProvider } from './slider-provider';

const proof = { lot_number: 'lot-1', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };
const challenge = {
  lot_number: 'lot-1',
  background: 'data:image/png;base64,AA',
  piece: 'data:image/png;base64,BB',
  width: 300,
  height: 160,
  pieceSize: 50,
  pieceY: 40,
};

afterEach(() => vi.restoreAllMocks());

describe('captcha step', () => {
  it('asks the server which captcha, and shows the graphic one for kaptchcate 1', async () => {
    const server = fakeServer({ captchaType: () => ({ kaptchcate: 1 }) });
    const graphic = vi.fn().mockResolvedValue({ codeId: 'cid-9', code: 'a8K2' });
    const slider = { solve: vi.fn() };
    const result = await runCaptchaStep(
      { ktype: 4, name: 'player01', passwordHash: 'h'.repeat(32) },
      { graphic, slider },
    );
    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'player01', ktype: 4, password: 'h'.repeat(32) }]);
    expect(result).toEqual({ kaptchcate: 1, codeId: 'cid-9', code: 'a8K2' });
    expect(slider.solve).not.toHaveBeenCalled();
  });

  it('solves the slider for kaptchcate 2 and trades its proof for a codeId', async () => {
    const server = fakeServer({
      captchaType: () => ({ kaptchcate: 2 }),
      validateGeeCheck: () => ({ codeId: 'gee-1' }),
    });
    const graphic = vi.fn();
    const result = await runCaptchaStep(
      { ktype: 1, name: 'newbie01' },
      { graphic, slider: { solve: async () => proof } },
    );
    expect(server.payloadsTo(captchaType)).toEqual([{ name: 'newbie01', ktype: 1 }]);
    expect(server.payloadsTo(validateGeeCheck)).toEqual([{ ...proof, validate_way: 0 }]);
    expect(result).toEqual({ kaptchcate: 2, codeId: 'gee-1', code: '' });
    expect(graphic).not.toHaveBeenCalled();
  });

  it('rejects with the server message when the slider proof is refused', async () => {
    fakeServer({
      captchaType: () => ({ kaptchcate: 2 }),
      validateGeeCheck: () => {
        throw businessError(validateGeeCheck, 6007, '验证失败，请重试');
      },
    });
    await expect(
      runCaptchaStep({ ktype: 2, name: 'a' }, { graphic: vi.fn(), slider: { solve: async () => proof } }),
    ).rejects.toThrow('验证失败，请重试');
  });
});

describe('reference slider provider', () => {
  it('loads a challenge, lets the member drag, and has the drag judged', async () => {
    const server = fakeServer({ sliderLoad: () => challenge, sliderVerify: () => proof });
    const present = vi.fn().mockResolvedValue({
      x: 118,
      track: [
        [0, 0, 0],
        [118, 2, 640],
      ],
    });
    await expect(createReferenceSliderProvider(present).solve()).resolves.toEqual(proof);
    expect(present).toHaveBeenCalledWith(challenge);
    expect(server.payloadsTo(sliderVerify)).toEqual([
      {
        lot_number: 'lot-1',
        x: 118,
        track: [
          [0, 0, 0],
          [118, 2, 640],
        ],
      },
    ]);
  });

  it('passes a refused drag on as the server message', async () => {
    fakeServer({
      sliderLoad: () => challenge,
      sliderVerify: () => {
        throw businessError(sliderVerify, 6007, '拼图位置不正确');
      },
    });
    const provider = createReferenceSliderProvider(async () => ({ x: 3, track: [[0, 0, 0]] }));
    await expect(provider.solve()).rejects.toThrow('拼图位置不正确');
  });
});
