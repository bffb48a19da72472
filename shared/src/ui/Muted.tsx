import styled from 'styled-components';

/** Secondary text: hints, captions, labels beside figures. Use `as="p"` for a paragraph. */
export const Muted = styled.span<{ $size?: string }>`
  margin: 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: ${({ $size = '0.875rem' }) => $size};
`;
