import styled from 'styled-components';

/** The card a member-centre page sits in (messages, feedback, profile). */
export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
`;

/** A form's or a dialog's buttons, at its end. */
export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
  margin-top: 1rem;
`;

/** A failure shown in place (role="alert" where it appears after an action). */
export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
  font-size: 0.875rem;
`;
