import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PlatformProviders } from './PlatformProviders';
import { PillGroup } from './PillGroup';

const options = [
  { value: 'all', label: '全部' },
  { value: 'sport', label: '体育' },
  { value: 'live', label: '真人娱乐' },
] as const;

function Harness({ kind }: { kind: 'tabs' | 'choice' }) {
  const [value, setValue] = useState<(typeof options)[number]['value']>('all');
  return (
    <PlatformProviders withGlobalStyle={false}>
      <PillGroup options={options} value={value} onChange={setValue} label="分类" kind={kind} />
      <output>{value}</output>
    </PlatformProviders>
  );
}

describe('PillGroup', () => {
  it('as tabs: one tab stop, the arrow keys, Home and End move the choice and the focus', () => {
    render(<Harness kind="tabs" />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: '分类' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowLeft' });
    expect(screen.getByText('live', { selector: 'output' })).toBeInTheDocument();
    expect(document.activeElement).toBe(tabs[2]);
    fireEvent.keyDown(tabs[2]!, { key: 'ArrowRight' });
    expect(screen.getByText('all', { selector: 'output' })).toBeInTheDocument();
    fireEvent.keyDown(tabs[0]!, { key: 'End' });
    expect(screen.getByRole('tab', { name: '真人娱乐' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tabs[2]!, { key: 'Home' });
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
  });

  it('as a filter: a group of toggle buttons that a press chooses', () => {
    render(<Harness kind="choice" />);
    expect(screen.getByRole('group', { name: '分类' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '体育' }));
    expect(screen.getByRole('button', { name: '体育' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false');
  });
});
