import type { ReactNode } from 'react';
import styled from 'styled-components';

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.75rem;
  margin-bottom: 1rem;
  h1 {
    margin: 0;
    font-size: 1.5rem;
  }
  span {
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** A page's heading with its subtitle and extra notes (a count, a hint). */
export function PageHead({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <Head>
      <h1 id={id}>{title}</h1>
      {children}
    </Head>
  );
}

/** A responsive grid of cards; `$stale` dims what is shown while the next page loads. */
export const CardGrid = styled.div<{ $min?: string; $stale?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = '16rem' }) => $min}, 1fr));
  gap: 1rem;
  opacity: ${({ $stale }) => ($stale ? 0.5 : 1)};
  transition: opacity 0.15s;
`;
