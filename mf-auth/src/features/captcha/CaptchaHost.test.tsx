import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessage } from 'shared/api';
import { captchaType, graphicCaptcha, sliderLoad, sliderVerify, validateGeeCheck } from 'shared/contract';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import { businessError, fakeServer, GRAPHIC_IMAGE, type AuthFakes } from '../../testing/fake-server';
import { useCaptcha } from './captcha-context';
import { isCaptchaCancelled, type CaptchaRequest } from './captcha-types';
import { CaptchaHost } from './CaptchaHost';
import { SliderCaptchaProviderScope } from './slider-provider-context';
import type { SliderCaptchaProvider } from './slider-provider';
import '../../setup';

const challenge = {
  lot_number: 'lot-7',
  background: 'data:image/png;base64,AA',
  piece: 'data:image/png;base64,BB',
  width: 300,
  height: 160,
  pieceSize: 50,
  pieceY: 40,
};
const proof = { lot_number: 'lot-7', captcha_output: 'out', pass_token: 'pass', gen_time: '1700000000' };

/** A button that runs the captcha step and prints how it ended. */
function Probe({ request }: { request: CaptchaRequest }) {
  const runCaptcha = useCaptcha();
  const [result, setResult] = useState('');
  const start = () =>
    runCaptcha(request).then(
      (answer) => setResult(JSON.stringify(answer)),
      (error: unknown) => setResult(isCaptchaCancelled(error) ? 'cancelled' : `failed: ${errorMessage(error, '?')}`),
    );
  return (
    <>
      <button onClick={() => void start()}>start</button>
      <output>{result}</output>
    </>
  );
}

function renderProbe(provider?: SliderCaptchaProvider) {
  const host = (
    <CaptchaHost>
      <Probe request={{ ktype: 4, name: 'player01' }} />
    </CaptchaHost>
  );
  renderWithProviders(
    provider ? <SliderCaptchaProviderScope provider={provider}>{host}</SliderCaptchaProviderScope> : host,
  );
  fireEvent.click(screen.getByRole('button', { name: 'start' }));
}

const outcome = () => screen.getByRole('status', { hidden: true }).textContent;

beforeEach(resetPlatformState);
afterEach(() => vi.restoreAllMocks());

describe('graphic captcha', () => {
  it('shows 图形验证 with the image, requires a code and answers kaptchcate 1 with codeId and code', async () => {
    fakeServer();
    renderProbe();
    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    expect(await within(dialog).findByAltText('图形验证码')).toHaveAttribute('src', GRAPHIC_IMAGE);
    const input = within(dialog).getByLabelText('验证码');
    expect(input).toHaveAttribute('maxLength', '10');
    expect(input).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(within(dialog).getByText('请输入验证码')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a8K2' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(outcome()).toBe(JSON.stringify({ kaptchcate: 1, codeId: 'cid-1', code: 'a8K2' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads another image when the image is clicked, and clears the input', async () => {
    const server = fakeServer();
    renderProbe();
    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: 'old' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '图形验证码' }));
    await waitFor(() => expect(server.payloadsTo(graphicCaptcha)).toHaveLength(2));
    expect(within(dialog).getByLabelText('验证码')).toHaveValue('');
    await within(dialog).findByAltText('图形验证码');
    fireEvent.change(within(dialog).getByLabelText('验证码'), { target: { value: 'new1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(outcome()).toContain('"codeId":"cid-2"'));
  });

  it('shows why the image could not load, and retries on click', async () => {
    let attempts = 0;
    fakeServer({
      graphicCaptcha: () => {
        if (++attempts === 1) throw businessError(graphicCaptcha, 6005, '服务开小差了，请稍后重试');
        return { codeId: 'cid-ok', image: GRAPHIC_IMAGE };
      },
    });
    renderProbe();
    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    expect(await within(dialog).findByText('服务开小差了，请稍后重试')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确认' })).toBeDisabled();
    fireEvent.click(within(dialog).getByText('服务开小差了，请稍后重试'));
    expect(await within(dialog).findByAltText('图形验证码')).toBeInTheDocument();
  });

  it('is cancelled by its close icon', async () => {
    fakeServer();
    renderProbe();
    const dialog = await screen.findByRole('dialog', { name: '图形验证' });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(outcome()).toBe('cancelled'));
  });

  it('passes on the server message when the captcha type cannot be had', async () => {
    fakeServer({
      captchaType: () => {
        throw businessError(captchaType, 6013, '维护中');
      },
    });
    renderProbe();
    await waitFor(() => expect(outcome()).toBe('failed: 维护中'));
  });
});

describe('slider captcha', () => {
  function sliderServer(verify: AuthFakes['sliderVerify'] = () => proof) {
    return fakeServer({
      captchaType: () => ({ kaptchcate: 2 }),
      sliderLoad: () => challenge,
      sliderVerify: verify,
      validateGeeCheck: () => ({ codeId: 'gee-1' }),
    });
  }

  it('drags the piece with the pointer, records the track, and answers kaptchcate 2 with the checked codeId', async () => {
    const server = sliderServer();
    renderProbe();
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    const handle = within(dialog).getByRole('slider', { name: '拖动滑块完成拼图' });
    expect(handle).toHaveAttribute('aria-valuemax', '250');
    expect(within(dialog).getByTestId('slider-track')).toContainElement(handle);
    expect(handle).toHaveFocus();

    fireEvent.pointerDown(handle, { clientX: 10, clientY: 100 });
    fireEvent.pointerMove(window, { clientX: 60, clientY: 102 });
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerMove(window, { clientX: 130, clientY: 101 });
    fireEvent.pointerUp(window, { clientX: 130, clientY: 101 });

    await waitFor(() => expect(outcome()).toBe(JSON.stringify({ kaptchcate: 2, codeId: 'gee-1', code: '' })));
    const [sent] = server.payloadsTo(sliderVerify) as { lot_number: string; x: number; track: number[][] }[];
    expect(sent).toMatchObject({ lot_number: 'lot-7', x: 120 });
    expect(sent?.track.map(([x, y]) => [x, y])).toEqual([
      [0, 0],
      [50, 2],
      [120, 1],
    ]);
    expect(server.payloadsTo(validateGeeCheck)).toEqual([{ ...proof, validate_way: 0 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the piece inside the image', async () => {
    sliderServer();
    renderProbe();
    const handle = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0 });
    fireEvent.pointerMove(window, { clientX: 900, clientY: 0 });
    expect(handle).toHaveAttribute('aria-valuenow', '250');
    fireEvent.pointerMove(window, { clientX: -900, clientY: 0 });
    expect(handle).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves with the arrow keys and lets go on Enter', async () => {
    const server = sliderServer();
    renderProbe();
    const handle = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle).toHaveAttribute('aria-valuenow', '20');
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(server.payloadsTo(sliderVerify)).toMatchObject([{ x: 20 }]));
    await waitFor(() => expect(outcome()).toContain('gee-1'));
  });

  it('ends the captcha with the server message when the drag is refused', async () => {
    sliderServer(() => {
      throw businessError(sliderVerify, 6007, '拼图位置不正确，请重试');
    });
    renderProbe();
    const handle = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
    fireEvent.keyDown(handle, { key: 'End' });
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(outcome()).toBe('failed: 拼图位置不正确，请重试'));
    expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument();
  });

  it('uses a plugged-in provider instead of the reference one', async () => {
    const server = fakeServer({
      captchaType: () => ({ kaptchcate: 2 }),
      validateGeeCheck: () => ({ codeId: 'hosted-1' }),
    });
    const hosted: SliderCaptchaProvider = { solve: vi.fn().mockResolvedValue(proof) };
    renderProbe(hosted);
    await waitFor(() => expect(outcome()).toContain('hosted-1'));
    expect(hosted.solve).toHaveBeenCalledTimes(1);
    expect(server.payloadsTo(sliderLoad)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
