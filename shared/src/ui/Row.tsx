import styled from 'styled-components';

/** Items side by side, centred on one line; `$wrap` lets them flow onto more lines. */
export const Row = styled.div<{
  $gap?: string;
  $wrap?: boolean;
  $justify?: 'start' | 'space-between' | 'end' | 'center';
}>`
  display: flex;
  align-items: center;
  gap: ${({ $gap = '0.5rem' }) => $gap};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  justify-content: ${({ $justify = 'start' }) => ($justify === 'start' || $justify === 'end' ? `flex-${$justify}` : $justify)};
`;
