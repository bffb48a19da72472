import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'shared/i18n';
import { NAMESPACE } from '../../setup';
import { KEYWORD_MAX } from './catalogue-params';

/** Typing pauses this long before the search runs: one call per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const Form = styled.form`
  display: flex;
  flex: 1 1 14rem;
  max-width: 22rem;
  input {
    flex: 1;
    min-width: 0;
    height: 2.375rem;
    padding: 0 0.875rem;
    border: 1px solid ${({ theme }) => theme.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.surface};
    color: ${({ theme }) => theme.text};
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.primary};
      outline-offset: 1px;
    }
  }
`;

/**
 * The name search. It runs 300 ms after typing stops, or at once on Enter, with the text trimmed;
 * when the address changes the keyword (back, forward) the box follows it.
 */
export function SearchBox({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(keyword);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    setText((current) => (current.trim() === keyword ? current : keyword));
  }, [keyword]);

  useEffect(() => {
    const next = text.trim();
    if (next === keyword) return;
    const timer = setTimeout(() => latest.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, keyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next !== keyword) onSearch(next);
  };

  return (
    <Form role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label={t('catalogue.search.label')}
        placeholder={t('catalogue.search.placeholder')}
        maxLength={KEYWORD_MAX}
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, KEYWORD_MAX))}
      />
    </Form>
  );
}
