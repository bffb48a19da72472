import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { AsyncView } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { AgentSteps } from './AgentSteps';
import { CommissionTable } from './CommissionTable';
import { InvitePanel } from './InvitePanel';
import { useAgentProgramme, type AgentProgrammeData } from './use-agent-programme';

const Page = styled.article`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  color: ${({ theme }) => theme.text};
`;

/** The title and intro beside the invite card; a tint of the brand colour that works on either edition's surface. */
const Hero = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(16rem, 22rem);
  gap: 1.5rem;
  align-items: start;
  padding: 2rem;
  border: 1px solid ${({ theme }) => theme.border};
  border-top: 4px solid ${({ theme }) => theme.primary};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: linear-gradient(
    135deg,
    color-mix(in srgb, ${({ theme }) => theme.primary} 12%, ${({ theme }) => theme.surface}),
    ${({ theme }) => theme.surface} 70%
  );
  h1 {
    margin: 0 0 0.75rem;
    font-size: 1.75rem;
  }
  @media (max-width: 48rem) {
    grid-template-columns: minmax(0, 1fr);
    padding: 1.25rem;
  }
`;

const Intro = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  line-height: 1.8;
  color: ${({ theme }) => theme.textMuted};
  white-space: pre-line;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.textMuted};
`;

const Contact = styled.p`
  margin: 0;
  padding: 1rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font-size: 0.875rem;
  strong {
    margin-right: 0.5rem;
    color: ${({ theme }) => theme.primary};
  }
`;

/** /agent: the agent programme, its commission tiers and steps, and the member's invite. */
export function AgentProgramme() {
  const programme = useAgentProgramme();
  const loading = programme.status === 'loading';
  return (
    <AsyncView state={programme}>
      {(data) => <ProgrammeBody data={data} signedIn={programme.signedIn} loading={loading} />}
    </AsyncView>
  );
}

function ProgrammeBody({ data, signedIn, loading }: { data: AgentProgrammeData; signedIn: boolean; loading: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  // Until a reload after a logout lands, the last answer may still hold the member's invite: never show it to a visitor.
  const invite = signedIn ? data.invite : null;
  return (
    <Page aria-labelledby="agent-title" data-testid="agent-page">
      <Hero>
        <div>
          <h1 id="agent-title">{data.title}</h1>
          <Intro>{data.intro}</Intro>
        </div>
        <InvitePanel signedIn={signedIn} invite={invite} loading={loading} />
      </Hero>
      <Section aria-labelledby="agent-tiers-title">
        <h2 id="agent-tiers-title">{t('agent.tiers.title')}</h2>
        <CommissionTable tiers={data.tiers} />
        <Note>{t('agent.tiers.note')}</Note>
      </Section>
      <Section aria-labelledby="agent-steps-title">
        <h2 id="agent-steps-title">{t('agent.steps.title')}</h2>
        <AgentSteps steps={data.steps} />
      </Section>
      <Contact data-testid="agent-contact">
        <strong>{t('agent.contact')}</strong>
        {data.contact}
      </Contact>
    </Page>
  );
}
