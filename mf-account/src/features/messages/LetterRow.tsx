import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { Letter } from 'shared/contract';
import { formatBeijingTime } from 'shared/format';
import { NAMESPACE } from '../../setup';

const Row = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.border};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.625rem 0.25rem;
`;

const Toggle = styled.button<{ $unread: boolean }>`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

const Dot = styled.span`
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.danger};
`;

const Title = styled.span`
  flex: 1;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Time = styled.time`
  flex: none;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  font-weight: 400;
`;

const Body = styled.div`
  padding: 0 0.25rem 1rem 2rem;
  color: ${({ theme }) => theme.text};
  font-size: 0.875rem;
  line-height: 1.7;
  p {
    margin: 0 0 0.5rem;
  }
`;

export interface LetterRowProps {
  letter: Letter;
  open: boolean;
  selected: boolean;
  onToggle: () => void;
  onSelect: (selected: boolean) => void;
}

/** One letter: a checkbox, its title (bold with a dot while unread) that opens the text below it. */
export function LetterRow({ letter, open, selected, onToggle, onSelect }: LetterRowProps) {
  const { t } = useTranslation(NAMESPACE);
  const bodyId = `letter-body-${letter.id}`;
  return (
    <Row data-testid="letter" data-unread={letter.read ? undefined : ''}>
      <Head>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('messages.select', { title: letter.title })}
        />
        <Toggle type="button" $unread={!letter.read} aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
          {!letter.read && <Dot role="img" aria-label={t('messages.unreadMark')} />}
          <Title>{letter.title}</Title>
          <Time dateTime={letter.createdAt}>{formatBeijingTime(letter.createdAt)}</Time>
        </Toggle>
      </Head>
      {open && (
        <Body id={bodyId} role="region" aria-label={letter.title}>
          {letter.content.split('\n').map((paragraph, index) => (
            // Paragraphs of a fixed text: their order is their identity.
            <p key={index}>{paragraph}</p>
          ))}
        </Body>
      )}
    </Row>
  );
}
