import { forwardRef, useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  scroll-margin-top: 1rem;
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Current = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.875rem;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  max-width: 28rem;
`;

export const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.danger};
`;

/** One block of /mine/auth: a heading, what is set now, and its form. */
export const SecuritySection = forwardRef<
  HTMLElement,
  { id: string; title: string; current: ReactNode; children: ReactNode }
>(function SecuritySection({ id, title, current, children }, ref) {
  const headingId = useId();
  return (
    <Box ref={ref} id={id} aria-labelledby={headingId} tabIndex={-1}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        <Current>{current}</Current>
      </Head>
      {children}
    </Box>
  );
});
