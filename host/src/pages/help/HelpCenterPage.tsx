import { useParams } from 'shared/router';
import { useAtomValue } from 'jotai';
import { depositEnabledAtom } from 'shared/state';
import styled from 'styled-components';
import { NotFoundPage } from '../NotFoundPage';
import { HelpMenu } from './HelpMenu';
import { HelpTopicView } from './HelpTopicView';
import { DEFAULT_HELP_TOPIC, helpTopics, isHelpTopic } from './topics';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 14rem minmax(0, 1fr);
  gap: 1.25rem;
  padding: 1.5rem 0;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

/** /app/help and /app/help/:topic; an unknown topic, or ck while deposits are off, is not found. */
export function HelpCenterPage() {
  const { topic = DEFAULT_HELP_TOPIC } = useParams<{ topic: string }>();
  const depositEnabled = useAtomValue(depositEnabledAtom);
  if (!isHelpTopic(topic) || !helpTopics(depositEnabled).includes(topic)) return <NotFoundPage />;
  return (
    <Layout>
      <HelpMenu depositEnabled={depositEnabled} />
      <HelpTopicView topic={topic} />
    </Layout>
  );
}
