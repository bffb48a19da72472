import styled from 'styled-components';
import { Surface } from 'shared/ui';

/** The card a member-centre page sits in (messages, feedback, profile): its parts stacked. */
export const Panel = styled(Surface)`
  display: flex;
  flex-direction: column;
  gap: 1rem;
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
