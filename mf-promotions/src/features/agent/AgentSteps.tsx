import styled from 'styled-components';

const List = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

const Step = styled.li`
  position: relative;
  padding: 1.25rem 1rem 1rem 3.5rem;
  background: ${({ theme }) => theme.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  counter-increment: step;
  &::before {
    content: counter(step);
    position: absolute;
    top: 1.125rem;
    left: 1rem;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    font-weight: 700;
    color: ${({ theme }) => theme.onPrimary};
    background: ${({ theme }) => theme.primary};
  }
  h3 {
    margin: 0 0 0.375rem;
    font-size: 0.9375rem;
  }
  p {
    margin: 0;
    font-size: 0.8125rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.textMuted};
  }
`;

/** How to join, numbered in order. */
export function AgentSteps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <List data-testid="agent-steps">
      {steps.map((step, i) => (
        <Step key={`${i}-${step.title}`}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </Step>
      ))}
    </List>
  );
}
