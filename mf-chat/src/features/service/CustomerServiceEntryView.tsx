import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'shared/i18n';
import type { CustomerServiceEntryProps } from 'shared/remotes';
import { HeadsetIcon, ServiceEntryButton } from 'shared/ui';
import { ensureChatStarted, useChatConnection, useUnread } from '../../socket';
import { NAMESPACE } from '../../setup';
import { SupportChatWindow } from '../support';
import { ServiceWarningDialog } from './ServiceWarningDialog';

/**
 * 在线客服: the deposit-channel warning first (SPEC §2), then the support chat window. The entry
 * sits in every page's header, so it starts the chat socket with the page; while the window is
 * closed it counts the agents' unread answers.
 */
export function CustomerServiceEntryView({ variant, openOnStart = false }: CustomerServiceEntryProps) {
  const { t } = useTranslation(NAMESPACE);
  const [warning, setWarning] = useState(openOnStart);
  const [chatOpen, setChatOpen] = useState(false);
  const entryRef = useRef<HTMLButtonElement>(null);
  const { identity } = useChatConnection();
  const { count, markRead } = useUnread(identity?.supportRid ?? null);

  useEffect(() => ensureChatStarted(), []);

  // What arrives while the window is open is read as it arrives.
  useEffect(() => {
    if (chatOpen) markRead();
  }, [chatOpen, count, markRead]);

  // Stable on purpose: Dialog re-runs its focus effect whenever onClose changes.
  const cancel = useCallback(() => setWarning(false), []);
  const confirm = useCallback(() => {
    setWarning(false);
    setChatOpen(true);
  }, []);
  const closeChat = useCallback(() => {
    setChatOpen(false);
    entryRef.current?.focus();
  }, []);

  return (
    <>
      <ServiceEntryButton
        ref={entryRef}
        variant={variant}
        label={t('entry.label')}
        expanded={chatOpen}
        onClick={chatOpen ? closeChat : () => setWarning(true)}
        icon={<HeadsetIcon />}
        unread={{ count: chatOpen ? 0 : count, description: t('entry.unread', { count }) }}
      />
      <ServiceWarningDialog open={warning} onCancel={cancel} onConfirm={confirm} />
      {chatOpen && <SupportChatWindow onClose={closeChat} />}
    </>
  );
}
