import { useState } from 'react';
import styled from 'styled-components';

const Round = styled.span<{ $size: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.primary};
  color: ${({ theme }) => theme.onPrimary};
  font-size: calc(${({ $size }) => $size} * 0.43);
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The letter in the round avatar when there is no picture: the username's first character. */
export function avatarInitial(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toUpperCase();
}

/**
 * The member's avatar, or the username's initial when none is set or the picture fails to load
 * (an uploaded picture's signed address expires). Decorative: the name is always written next to it.
 */
export function AvatarImage({ url, name, size = '3.5rem' }: { url: string; name: string; size?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const showPicture = url !== '' && broken !== url;
  return (
    <Round $size={size} aria-hidden data-testid="avatar">
      {showPicture ? <img src={url} alt="" onError={() => setBroken(url)} /> : avatarInitial(name)}
    </Round>
  );
}
