import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CopyButton } from './CopyButton';

const List = styled.dl`
  display: grid;
  grid-template-columns: 6.5rem 1fr auto;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
    word-break: break-all;
  }
`;

export interface Detail {
  label: string;
  value: ReactNode;
  /** The text a copy button copies; no button without it. */
  copy?: string;
  testId?: string;
}

/** Label, value and (where the player must type it elsewhere) a copy button, one line each. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
          <span>{item.copy === undefined ? null : <CopyButton value={item.copy} what={item.label} />}</span>
        </div>
      ))}
    </List>
  );
}
