import styled from 'styled-components';
import { serviceFactValues } from 'shared/contract';
import { useTranslation } from 'shared/i18n';
import { useBrand } from 'shared/state';
import { NAMESPACE } from '../../setup';
import { HELP_NAMESPACE } from './help-texts';
import { CustomerServiceButton } from './CustomerServiceButton';
import { PayoutCapsTable } from './PayoutCapsTable';
import { parseTopicSections } from './topic-content';
import { topicTitleKey, type HelpTopic } from './topics';

const Article = styled.article`
  padding: 1.5rem 2rem;
  background: ${({ theme }) => theme.surface};
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  line-height: 1.8;
  h1 {
    margin: 0 0 1rem;
    font-size: 1.375rem;
  }
  h2 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1rem;
    color: ${({ theme }) => theme.primary};
  }
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
  li {
    margin-bottom: 0.25rem;
  }
`;

/** One topic: its headed sections, plus the caps table (terms) or the support button (zxkf). */
export function HelpTopicView({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation(HELP_NAMESPACE);
  const { siteName } = useBrand();
  const sections = parseTopicSections(
    t(`help.topics.${topic}.sections`, { returnObjects: true, siteName, ...serviceFactValues() }),
  );
  return (
    <Article aria-labelledby="help-topic-title" data-testid={`help-topic-${topic}`}>
      <h1 id="help-topic-title">{t(topicTitleKey(topic), { ns: NAMESPACE })}</h1>
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <ol>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
      ))}
      {topic === 'gztk' && <PayoutCapsTable />}
      {topic === 'zxkf' && <CustomerServiceButton />}
    </Article>
  );
}
