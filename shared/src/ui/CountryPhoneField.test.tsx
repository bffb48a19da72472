import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeEndpoints } from '../../testing/fake-endpoints';
import { DEFAULT_AREA_CODE } from '../validation/limits';
import { CountryPhoneField } from './CountryPhoneField';
import { PlatformProviders } from './PlatformProviders';
import { useCountryAreas } from './use-country-areas';

function Harness({ onBlur, disabled }: { onBlur?: () => void; disabled?: boolean }) {
  const areas = useCountryAreas();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [phone, setPhone] = useState('');
  return (
    <CountryPhoneField
      areas={areas}
      areaCode={areaCode}
      phone={phone}
      onAreaCode={setAreaCode}
      onPhone={setPhone}
      onBlur={onBlur}
      disabled={disabled}
    />
  );
}

const renderField = (props: { onBlur?: () => void; disabled?: boolean } = {}) =>
  render(
    <PlatformProviders withGlobalStyle={false}>
      <Harness {...props} />
    </PlatformProviders>,
  );

afterEach(() => vi.restoreAllMocks());

describe('CountryPhoneField and useCountryAreas', () => {
  it('offers the server’s countries, keeps the number to digits and reports the blur', async () => {
    fakeEndpoints({
      queryCountryArea: {
        list: [
          { areaName: '中国大陆', areaCode: '86', regex: '^1[3-9]\\d{9}$' },
          { areaName: '中国香港', areaCode: '852', regex: '^[5-9]\\d{7}$' },
        ],
      },
    });
    const onBlur = vi.fn();
    renderField({ onBlur });
    expect(await screen.findByRole('option', { name: '中国香港 +852' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: '国家/地区' });
    expect(picker).toHaveValue('86');
    fireEvent.change(picker, { target: { value: '852' } });
    expect(picker).toHaveValue('852');
    const number = screen.getByLabelText('手机号码');
    expect(number).toHaveAttribute('placeholder', '请输入手机号码');
    fireEvent.change(number, { target: { value: '138-1234-5678-9' } });
    expect(number).toHaveValue('13812345678');
    fireEvent.blur(number);
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('offers mainland China first when the list leaves it out, and alone when the list fails', async () => {
    fakeEndpoints({ queryCountryArea: { list: [{ areaName: '中国台湾', areaCode: '886', regex: '^09\\d{8}$' }] } });
    const { unmount } = renderField();
    expect(await screen.findByRole('option', { name: '中国台湾 +886' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '中国大陆 +86',
      '中国台湾 +886',
    ]);
    unmount();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeEndpoints({
      queryCountryArea: () => {
        throw new Error('offline');
      },
    });
    renderField({ disabled: true });
    await act(async () => undefined);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['中国大陆 +86']);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: '国家/地区' })).toBeDisabled();
    expect(screen.getByLabelText('手机号码')).toBeDisabled();
  });
});
