import { useState, type FormEvent } from 'react';
import { consoleTraceLookup, traceIdInputSchema } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpoint } from 'shared/query';
import { useSearchParams } from 'shared/router';
import { AsyncView, Button, Muted, Row, Surface, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { TraceFindingsView } from './TraceFindingsView';

/**
 * 问题查询: a player's 问题编号 (their page load's trace id) in, what that page load did out. The id
 * sits in the address (`?id=`), so a lookup can be linked and the back button returns to the last.
 */
export function TracePage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const asked = params.get('id') ?? '';
  const [text, setText] = useState(asked);
  const [problem, setProblem] = useState<string | undefined>();
  const state = useEndpoint(consoleTraceLookup, { traceId: asked }, { enabled: asked !== '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = traceIdInputSchema.safeParse(text);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t('trace.invalid'));
      return;
    }
    setProblem(undefined);
    setParams({ id: checked.data });
    if (checked.data === asked) state.reload();
  };

  return (
    <section aria-labelledby="trace-title">
      <h1 id="trace-title">{t('pages.trace')}</h1>
      <Surface $padding="1rem">
        <form onSubmit={submit} role="search">
          <Row $gap="1rem" $wrap>
            <TextField
              label={t('trace.traceId')}
              placeholder={t('trace.placeholder')}
              value={text}
              maxLength={64}
              error={problem}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" disabled={state.status === 'loading' && asked !== ''}>
              {t('trace.lookUp')}
            </Button>
          </Row>
        </form>
        {asked === '' ? <Muted as="p">{t('trace.hint')}</Muted> : null}
      </Surface>
      {asked === '' ? null : <AsyncView state={state}>{(found) => <TraceFindingsView found={found} />}</AsyncView>}
    </section>
  );
}
