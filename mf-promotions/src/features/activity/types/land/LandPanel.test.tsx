import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, resetPlatformState } from 'shared/testing/render';
import '../../../../setup';
import { activityFixture } from '../../activity-fixture';
import { LandPanel } from './LandPanel';

beforeEach(resetPlatformState);

describe('LandPanel', () => {
  it("shows the operator's content without scripts, handlers or javascript: links", async () => {
    const html =
      '<p>春节<strong>豪礼</strong></p><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(2)">点我</a><script>alert(3)</script>';
    renderWithProviders(
      <LandPanel activity={activityFixture({ pageType: 'activityLandPage', contentHtml: html })} onChange={vi.fn()} />,
    );
    const content = screen.getByTestId('activity-land-content');
    await waitFor(() => expect(content).toHaveTextContent('春节豪礼'));
    // Whatever the sanitiser keeps, nothing active survives.
    expect(content.innerHTML).not.toMatch(/<script|onerror|javascript:/i);
  });
});
