import styled from 'styled-components';
import { Muted as MutedText, Row as RowBase, Surface } from 'shared/ui';

/** A page's section on the shared Surface: its blocks one under another, no wider than a form reads. */
export const Panel = styled(Surface).attrs({ $padding: '1.5rem' })`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 48rem;
`;

/** A Panel that is the form itself. */
export const FormPanel = styled(Panel).attrs({ as: 'form' as const })``;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
  }
  dt {
    color: ${({ theme }) => theme.textMuted};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-size: 1.125rem;
    font-weight: 600;
  }
`;

/** A page's items side by side, flowing onto more lines. */
export const Row = styled(RowBase).attrs({ $wrap: true, $gap: '0.625rem' })``;

export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

export const Notice = styled.p`
  margin: 0;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.background};
  font-size: 0.875rem;
`;

/** A page's hint paragraph, a size under the body text. */
export const Muted = styled(MutedText).attrs({ as: 'p' as const, $size: '0.8125rem' })`
  line-height: 1.6;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.primary};
  font: inherit;
  font-size: 0.8125rem;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: 2px;
  }
`;

export const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

export const Choice = styled.label<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme, $active }) => ($active ? theme.primary : theme.border)};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
  font-size: 0.875rem;
  input {
    accent-color: ${({ theme }) => theme.primary};
  }
  small {
    color: ${({ theme }) => theme.textMuted};
  }
`;
