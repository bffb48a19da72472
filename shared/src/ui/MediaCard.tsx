import styled, { type DefaultTheme } from 'styled-components';
import { textOn } from 'shared/theme';

/**
 * The card of every list of things to play or join (venues, activities): a cover image, a body
 * with a title and text, and a badge in a corner. Parts are styled components so each list
 * composes only what it needs.
 */
export const MediaCard = styled.article<{ $dimmed?: boolean; $lift?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  /* A dimmed card greys its picture only: its words keep their contrast. */
  ${({ $dimmed }) => ($dimmed ? 'img { opacity: 0.5; filter: grayscale(1); }' : '')}
  transition:
    transform 0.15s,
    box-shadow 0.15s;
  &:hover {
    ${({ $lift = true }) => ($lift ? 'transform: translateY(-2px); box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.12);' : '')}
  }
`;

export const MediaCover = styled.img<{ $ratio?: string }>`
  width: 100%;
  aspect-ratio: ${({ $ratio = '16 / 9' }) => $ratio};
  object-fit: cover;
  background: ${({ theme }) => theme.surfaceAlt};
`;

export const MediaBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.375rem;
  padding: 0.875rem 1rem 1rem;
`;

export const MediaTitle = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

export const MediaText = styled.p`
  flex: 1;
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  line-height: 1.6;
`;

export type BadgeTone = 'hot' | 'muted' | 'success';

function badgeFill(theme: DefaultTheme, tone: BadgeTone): string {
  return tone === 'hot' ? theme.danger : tone === 'success' ? theme.success : theme.textMuted;
}

export const MediaBadge = styled.span<{ $tone: BadgeTone }>`
  position: absolute;
  top: 0.625rem;
  right: 0.625rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  color: ${({ theme, $tone }) => textOn(badgeFill(theme, $tone))};
  background: ${({ theme, $tone }) => badgeFill(theme, $tone)};
`;
