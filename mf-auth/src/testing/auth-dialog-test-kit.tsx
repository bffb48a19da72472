import type { RenderResult } from '@testing-library/react';
import { bus, type AuthRequest } from 'shared/bus';
import { renderWithProviders } from 'shared/testing/render';
import AuthDialog from '../exposes/AuthDialog';

/** Mounts the dialog as the host does: after the request that loaded it, which the bus replays. */
export function renderAuthDialog(request?: AuthRequest): RenderResult {
  if (request) bus.emit('auth:request', request);
  return renderWithProviders(<AuthDialog />);
}
