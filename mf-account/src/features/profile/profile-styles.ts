import styled from 'styled-components';
import { Row as KitRow } from 'shared/ui';
import { Panel as PagePanel } from '../../ui/page-styles';

/** The member-centre page card, with the profile's section headings. */
export const Panel = styled(PagePanel)`
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** Label and value rows of the profile: a definition list, so each value is read with its label. */
export const Rows = styled.dl`
  display: grid;
  grid-template-columns: 7rem 1fr;
  gap: 0.875rem 1rem;
  align-items: start;
  margin: 0;
  dt {
    padding-top: 0.25rem;
    color: ${({ theme }) => theme.textMuted};
  }
  dd {
    margin: 0;
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
`;

/** A value and what goes beside it (a button, a note), flowing onto more lines. */
export const Inline = styled(KitRow).attrs({ $wrap: true, $gap: '0.75rem' })``;

export const Problem = styled.span`
  color: ${({ theme }) => theme.danger};
  font-size: 0.8125rem;
`;

export const Input = styled.input<{ $invalid: boolean }>`
  max-width: 18rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.danger : theme.border)};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.primary};
  }
`;

/** One label and value pair (not a row of its own: the list's grid lays out its dt and dd). */
export const Pair = styled.div`
  display: contents;
`;
