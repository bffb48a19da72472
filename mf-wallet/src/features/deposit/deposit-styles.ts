import styled, { css } from 'styled-components';

/** The white card every deposit screen sits on. */
const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  color: ${({ theme }) => theme.text};
  max-width: 48rem;
`;

export const Panel = styled.section`
  ${panel}
`;

export const FormPanel = styled.form`
  ${panel}
`;

export const SectionTitle = styled.h2`
  margin: 0 0 0.625rem;
  font-size: 0.9375rem;
  font-weight: 600;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.625rem;
`;

export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;

export const Muted = styled.p`
  margin: 0.5rem 0 0;
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.8125rem;
  line-height: 1.6;
`;
