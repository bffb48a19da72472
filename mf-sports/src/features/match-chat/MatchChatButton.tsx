import styled from 'styled-components';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import type { SportMatch } from 'shared/contract';
import { NAMESPACE } from '../../setup';
import { ChatIcon } from './ChatIcon';
import { matchChatAtom, toggleMatchChatAtom } from './match-chat-atom';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.625rem;
  height: 1.375rem;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 4px;
  background: none;
  color: ${({ theme }) => theme.textMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.primary};
    border-color: ${({ theme }) => theme.primary};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.primary};
    border-color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 1px;
  }
`;

/** The live match's chat room button: opens its room beside the book, shown pressed while it is open. */
export function MatchChatButton({ match }: { match: SportMatch }) {
  const { t } = useTranslation(NAMESPACE);
  const open = useAtomValue(matchChatAtom)?.gameId === match.gameId;
  const toggle = useSetAtom(toggleMatchChatAtom);
  const title = t('matchChat.title', { home: match.team_h, away: match.team_c });
  return (
    <Button
      type="button"
      data-testid="match-chat-open"
      aria-label={t('matchChat.open')}
      title={t('matchChat.open')}
      aria-pressed={open}
      onClick={() => toggle({ gameId: match.gameId, title })}
    >
      <ChatIcon />
    </Button>
  );
}
