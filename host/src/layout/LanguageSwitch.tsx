import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { setLanguage, useTranslation } from 'shared/i18n';
import type { Language } from 'shared/config';
import { storedLanguageAtom } from 'shared/state';
import { NAMESPACE } from '../setup';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.border};
  border-radius: 999px;
  overflow: hidden;
`;

const Option = styled.button<{ $active: boolean }>`
  padding: 0.25rem 0.75rem;
  border: 0;
  cursor: pointer;
  font-size: 0.8125rem;
  background: ${({ theme, $active }) => ($active ? theme.primary : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.onPrimary : theme.headerText)};
`;

/** Each language is named in its own script, whatever the page's language is. */
const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体', 'zh-TW': '繁體' };

/** zh-CN / zh-TW; the choice persists and every mounted remote re-renders at once. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const store = useSetAtom(storedLanguageAtom);
  const choose = (language: Language) => {
    store(language);
    void setLanguage(language);
  };
  return (
    <Group role="group" aria-label={t('header.language')}>
      <Option
        type="button"
        $active={i18n.language === 'zh-CN'}
        aria-pressed={i18n.language === 'zh-CN'}
        onClick={() => choose('zh-CN')}
      >
        {LANGUAGE_NAMES['zh-CN']}
      </Option>
      <Option
        type="button"
        $active={i18n.language === 'zh-TW'}
        aria-pressed={i18n.language === 'zh-TW'}
        onClick={() => choose('zh-TW')}
      >
        {LANGUAGE_NAMES['zh-TW']}
      </Option>
    </Group>
  );
}
