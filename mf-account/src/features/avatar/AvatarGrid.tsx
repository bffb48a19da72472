import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import type { Avatar } from 'shared/contract';
import { NAMESPACE } from '../../setup';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(4rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Choice = styled.button<{ $current: boolean }>`
  width: 100%;
  aspect-ratio: 1;
  padding: 0;
  overflow: hidden;
  border-radius: 50%;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.primary : 'transparent')};
  background: ${({ theme }) => theme.surfaceAlt};
  cursor: pointer;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** The server's avatars as round buttons; the one in use is marked pressed. */
export function AvatarGrid({
  avatars,
  currentUrl,
  disabled,
  onChoose,
}: {
  avatars: Avatar[];
  currentUrl: string;
  disabled: boolean;
  onChoose(avatar: Avatar): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Grid aria-label={t('avatar.list')}>
      {avatars.map((avatar, index) => (
        <li key={avatar.id}>
          <Choice
            type="button"
            $current={avatar.url === currentUrl}
            aria-pressed={avatar.url === currentUrl}
            aria-label={t('avatar.option', { number: index + 1 })}
            disabled={disabled}
            onClick={() => onChoose(avatar)}
          >
            <img src={avatar.url} alt="" loading="lazy" />
          </Choice>
        </li>
      ))}
    </Grid>
  );
}
