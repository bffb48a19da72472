import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChatIdentity } from 'shared/contract';
import { PlatformProviders } from 'shared/ui';
import { chatRoom, roomView } from '../../testing/chat-fixtures';
import { ChatNotice } from './ChatNotice';
import { sendBlocker } from './send-blocker';
import '../../setup';

const member: ChatIdentity = { userId: 'u1', name: 'casino01', guest: false, vipLevel: 0, supportRid: 'support-u1' };

describe('the notice of a muted member', () => {
  it('says the operator’s reason with the end of the mute, and only the end when no reason is known', () => {
    const now = Date.UTC(2025, 4, 20, 6, 0);
    const until = Date.UTC(2025, 4, 20, 6, 30);
    const blocker = sendBlocker(
      roomView({ room: chatRoom(), mutedUntil: until, mutedReason: '发布广告链接' }),
      member,
      now,
    );
    expect(blocker).toEqual({ kind: 'muted', until, reason: '发布广告链接' });
    const { rerender } = render(
      <PlatformProviders withGlobalStyle={false}>
        {blocker && <ChatNotice blocker={blocker} now={now} />}
      </PlatformProviders>,
    );
    expect(screen.getByTestId('chat-notice')).toHaveTextContent('您已被禁言，解禁时间 14:30（原因：发布广告链接）');
    rerender(
      <PlatformProviders withGlobalStyle={false}>
        <ChatNotice blocker={{ kind: 'muted', until, reason: '' }} now={now} />
      </PlatformProviders>,
    );
    expect(screen.getByTestId('chat-notice')).toHaveTextContent(/^您已被禁言，解禁时间 14:30$/);
  });
});
