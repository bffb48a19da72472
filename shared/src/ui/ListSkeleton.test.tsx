import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlatformProviders } from './PlatformProviders';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  it('announces loading once and draws the asked number of placeholder lines', () => {
    render(
      <PlatformProviders withGlobalStyle={false}>
        <ListSkeleton rows={3} />
      </PlatformProviders>,
    );
    const status = screen.getByRole('status', { name: '加载中...' });
    expect(status.children).toHaveLength(3);
  });
});
