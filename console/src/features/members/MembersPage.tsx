import { useTranslation } from 'shared/i18n';
import { useSearchParams } from 'shared/router';
import { NAMESPACE } from '../../setup';
import { MemberDetail } from './MemberDetail';
import { MemberSearch } from './MemberSearch';

/**
 * 会员: the search, or one member's detail when the address names them (`?member=<id>`), so the
 * browser's back button returns to the results and a detail can be linked.
 */
export function MembersPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const memberId = Number(params.get('member'));
  const open = (id: number | null) => setParams(id === null ? {} : { member: String(id) });
  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title">{t('pages.members')}</h1>
      {Number.isInteger(memberId) && memberId > 0 ? (
        <MemberDetail memberId={memberId} onBack={() => open(null)} />
      ) : (
        <MemberSearch onOpen={(id) => open(id)} />
      )}
    </section>
  );
}
