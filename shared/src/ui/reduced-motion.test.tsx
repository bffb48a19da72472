import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeReducedMotion } from '../../testing/fake-reduced-motion';
import { prefersReducedMotion, usePrefersReducedMotion } from './reduced-motion';

function Probe() {
  return <span data-testid="probe">{usePrefersReducedMotion() ? 'still' : 'moving'}</span>;
}

describe('reduced motion', () => {
  it('answers the system setting and follows it while the page is open', () => {
    const motion = fakeReducedMotion(true);
    expect(prefersReducedMotion()).toBe(true);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('still');
    act(() => motion.set(false));
    expect(screen.getByTestId('probe')).toHaveTextContent('moving');
  });

  it('means motion when the member did not ask for less', () => {
    fakeReducedMotion(false);
    expect(prefersReducedMotion()).toBe(false);
    render(<Probe />);
    expect(screen.getByTestId('probe')).toHaveTextContent('moving');
  });
});
