import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlatformProviders } from './PlatformProviders';
import { AmountField, uppercaseOf } from './AmountField';

function Harness() {
  const [value, setValue] = useState('');
  return (
    <PlatformProviders withGlobalStyle={false}>
      <AmountField id="amount" label="转账金额" value={value} onChange={setValue} />
    </PlatformProviders>
  );
}

describe('AmountField', () => {
  it('keeps typing to an amount and confirms it in uppercase numerals', () => {
    render(<Harness />);
    const input = screen.getByLabelText('转账金额');
    fireEvent.change(input, { target: { value: '1,234.567元' } });
    expect(input).toHaveValue('1234.56');
    expect(screen.getByTestId('amount-uppercase')).toHaveTextContent('大写：壹仟贰佰叁拾肆元伍角陆分');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByTestId('amount-uppercase')).toHaveTextContent('');
  });

  it('shows no uppercase for what is not an amount yet', () => {
    expect(uppercaseOf('')).toBe('');
    expect(uppercaseOf('0')).toBe('');
    expect(uppercaseOf('.')).toBe('');
    expect(uppercaseOf('100')).toBe('壹佰元整');
  });
});
