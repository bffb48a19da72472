import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { introTutorial } from 'shared/contract';
import { useEndpoint } from 'shared/query';
import { AsyncView, PageHead } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { Panel } from '../../ui/page-styles';

const Section = styled.div`
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  width: 100%;
  padding: 0.875rem 1rem;
  border: 0;
  background: ${({ theme }) => theme.surfaceAlt};
  color: ${({ theme }) => theme.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.primary};
    outline-offset: -2px;
  }
  &[aria-expanded='true'] span[aria-hidden] {
    transform: rotate(90deg);
  }
  span[aria-hidden] {
    transition: transform 0.15s;
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding: 1rem 1.25rem 1rem 2.5rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  font-size: 0.875rem;
  line-height: 1.7;
  h3 {
    margin: 0;
    font-size: 0.9375rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.textMuted};
    white-space: pre-wrap;
  }
`;

/** /mine/introTutorial: the server's tutorial sections as an accordion of numbered steps. */
export function IntroTutorial() {
  const { t } = useTranslation(NAMESPACE);
  const tutorial = useEndpoint(introTutorial, {});
  /** The open sections; the first opens once the tutorial arrives. */
  const [open, setOpen] = useState<ReadonlySet<string> | null>(null);

  const sections = tutorial.data?.sections ?? [];
  const openKeys = open ?? new Set(sections.slice(0, 1).map((section) => section.key));
  const toggle = (key: string) => {
    const next = new Set(openKeys);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };

  return (
    <Panel aria-labelledby="tutorial-title">
      <PageHead id="tutorial-title" title={t('tutorial.title')}>
        <span>{t('tutorial.subtitle')}</span>
      </PageHead>
      <AsyncView state={tutorial}>
        {() =>
          sections.map((section) => {
            const expanded = openKeys.has(section.key);
            const bodyId = `tutorial-${section.key}`;
            return (
              <Section key={section.key}>
                <h2>
                  <Toggle
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={bodyId}
                    onClick={() => toggle(section.key)}
                  >
                    {section.title}
                    <span aria-hidden>›</span>
                  </Toggle>
                </h2>
                {expanded && (
                  <Steps id={bodyId} aria-label={section.title}>
                    {section.steps.map((step, index) => (
                      <li key={`${section.key}-${index}`}>
                        <h3>{step.title}</h3>
                        <p>{step.text}</p>
                      </li>
                    ))}
                  </Steps>
                )}
              </Section>
            );
          })
        }
      </AsyncView>
    </Panel>
  );
}
