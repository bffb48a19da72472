import { useId } from 'react';
import { useTranslation } from 'shared/i18n';
import styled from 'styled-components';
import { NAMESPACE } from '../../setup';
import { isLegalText } from './legal-text';

const Article = styled.article`
  color: ${({ theme }) => theme.text};
  font-size: 0.8125rem;
  line-height: 1.75;
  h3 {
    margin: 1rem 0 0.25rem;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.text};
  }
  p {
    margin: 0 0 0.5rem;
    color: ${({ theme }) => theme.textMuted};
  }
  ul {
    margin: 0 0 0.5rem;
    padding-left: 1.25rem;
    color: ${({ theme }) => theme.textMuted};
  }
`;

export type LegalDocumentName = 'terms' | 'privacy';

/**
 * A legal document from the auth texts, as a plain component: the register form shows it in a
 * dialog and the help centre can show it on a page. The title is the caller's to show.
 */
export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation(NAMESPACE);
  const headingPrefix = useId();
  const text: unknown = t(`documents.${name}`, { returnObjects: true });
  if (!isLegalText(text)) {
    console.error(`[auth] documents.${name} is missing or malformed in the texts`);
    return null;
  }
  return (
    <Article aria-label={text.title}>
      <p>{text.intro}</p>
      {text.sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`${headingPrefix}-${index}`}>
          <h3 id={`${headingPrefix}-${index}`}>{section.heading}</h3>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Article>
  );
}
