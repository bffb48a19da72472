import { useMemo, useState, type FormEvent } from 'react';
import { errorMessage } from 'shared/api';
import { consoleMemberAddNote, consoleMemberNotes, type MemberNote } from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpoint, useEndpointMutation } from 'shared/query';
import { Button, Muted, Row, TextField, type RecordColumn } from 'shared/ui';
import { NAMESPACE } from '../../../setup';
import { PagedRecords } from '../../../ui/PagedRecords';

const PAGE_SIZE = 10;

/** Operators' notes, newest first; a note once added stays as written. */
export function NotesTab({ memberId }: { memberId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [pageNum, setPageNum] = useState(1);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const state = useEndpoint(consoleMemberNotes, { memberId, pageNum, pageSize: PAGE_SIZE });
  const add = useEndpointMutation(consoleMemberAddNote, { invalidates: [consoleMemberNotes] });
  const columns = useMemo<RecordColumn<MemberNote>[]>(
    () => [
      { key: 'at', title: t('members.columns.time'), cell: (note) => formatBeijingTime(note.createdAt, 'minute') },
      { key: 'by', title: t('members.notes.author'), cell: (note) => note.operatorName },
      { key: 'text', title: t('members.notes.text'), cell: (note) => note.text },
    ],
    [t],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setProblem(t('members.notes.required'));
      return;
    }
    setProblem(undefined);
    if (await add.run({ memberId, text: text.trim() })) {
      setText('');
      setPageNum(1);
    }
  };

  return (
    <div>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Row $gap="0.75rem">
          <TextField
            label={t('members.notes.new')}
            value={text}
            maxLength={500}
            error={problem}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" loading={add.busy}>
            {t('members.notes.add')}
          </Button>
        </Row>
      </form>
      {add.failure !== null && <Muted role="alert">{errorMessage(add.failure, t('members.notes.add'))}</Muted>}
      <PagedRecords
        state={state}
        columns={columns}
        rowKey={(note) => note.id}
        empty={t('members.notes.empty')}
        testId="notes-table"
        rowTestId="note-row"
        onPage={setPageNum}
      />
    </div>
  );
}
