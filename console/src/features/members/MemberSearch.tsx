import { useMemo, useState, type FormEvent } from 'react';
import { consoleMemberSearch, type MemberSearchField } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { Button, Muted, PillGroup, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { PagedRecords } from '../../ui/PagedRecords';
import { memberColumns } from './member-columns';

const FIELDS: readonly MemberSearchField[] = ['any', 'id', 'name', 'phone', 'email'];
const PAGE_SIZE = 10;

/** The search box and its paged results (masked); a row opens the member. */
export function MemberSearch({ onOpen }: { onOpen: (memberId: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [field, setField] = useState<MemberSearchField>('any');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<{ query: string; field: MemberSearchField } | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const [problem, setProblem] = useState<string | undefined>();
  const state = useEndpoint(
    consoleMemberSearch,
    { query: asked?.query ?? '', field: asked?.field ?? 'any', pageNum, pageSize: PAGE_SIZE },
    { enabled: asked !== null },
  );
  const columns = useMemo(() => memberColumns(t, onOpen), [t, onOpen]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (query === '') {
      setProblem(t('members.searchRequired'));
      return;
    }
    setProblem(undefined);
    setPageNum(1);
    setAsked({ query, field });
  };

  return (
    <Surface $padding="1rem">
      <form onSubmit={submit} role="search">
        <Row $gap="1rem" $wrap>
          <PillGroup
            label={t('members.field')}
            value={field}
            onChange={setField}
            options={FIELDS.map((value) => ({ value, label: t(`members.fields.${value}`) }))}
          />
          <TextField
            label={t('members.search')}
            placeholder={t('members.searchPlaceholder')}
            value={text}
            maxLength={64}
            error={problem}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">{t('members.searchButton')}</Button>
        </Row>
      </form>
      {asked === null ? (
        <Muted as="p">{t('members.searchHint')}</Muted>
      ) : (
        <PagedRecords
          state={state}
          columns={columns}
          rowKey={(member) => member.id}
          empty={t('members.noMatch')}
          testId="member-results"
          rowTestId="member-result"
          onPage={setPageNum}
        />
      )}
    </Surface>
  );
}
