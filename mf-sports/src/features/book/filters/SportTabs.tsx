import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'shared/i18n';
import { sportTypeSchema } from 'shared/contract';
import { NAMESPACE } from '../../../setup';
import { bookActionAtom, bookFilterAtom } from '../book-atoms';
import { ChoiceTabs } from './ChoiceTabs';

/** ALL FT VF BK TN OP SK FS BS VB TT, the contract's order (SPEC §2). */
export function SportTabs() {
  const { t } = useTranslation(NAMESPACE);
  const { sport } = useAtomValue(bookFilterAtom);
  const act = useSetAtom(bookActionAtom);
  return (
    <ChoiceTabs
      label={t('book.sports')}
      options={sportTypeSchema.options}
      active={sport}
      onChoose={(code) => act({ type: 'sport', sport: code })}
      text={(code) => t(`book.sport.${code}`)}
      testId={(code) => `sport-tab-${code}`}
    />
  );
}
