import { useState } from 'react';
import {
  consoleBrandConfigHistory,
  consoleBrandConfigSave,
  consoleBrandConfigs,
  type BrandConfigSite,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Muted, Row } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleTextArea } from '../../ui/ConsoleTextArea';
import { DialogFailure } from '../../ui/dialog-parts';
import { checkConfigText } from './check-config-text';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** One brand's live config as JSON, checked with the brand schema before the confirmation. */
export function BrandConfigEditor({ site }: { site: BrandConfigSite }) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(() => JSON.stringify(site.current?.config ?? {}, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [saved, setSaved] = useState<number | null>(null);
  const save = useEndpointMutation(consoleBrandConfigSave, {
    invalidates: [consoleBrandConfigs, consoleBrandConfigHistory],
  });
  const baseVersion = site.current?.version ?? null;

  const ask = () => {
    const checked = checkConfigText(text, t);
    setProblem(checked.ok ? null : checked.problem);
    if (checked.ok) setConfirming(true);
  };
  const confirm = async (reason: string) => {
    const checked = checkConfigText(text, t);
    if (!checked.ok) return false;
    const answer = await save.run({ siteId: site.siteId, baseVersion, config: checked.config, reason });
    if (answer === null) return false;
    setSaved(answer.version);
    return true;
  };

  return (
    <>
      <ConsoleTextArea
        label={t('brandConfig.editor')}
        code
        minHeight="22rem"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setSaved(null);
          setText(event.target.value);
        }}
      />
      <Muted as="p">{t('brandConfig.editorHelp')}</Muted>
      {problem !== null && <DialogFailure role="alert">{problem}</DialogFailure>}
      <Row $gap="0.75rem" $justify="end">
        {saved !== null && <Muted role="status">{t('brandConfig.saved', { version: saved })}</Muted>}
        <Button type="button" onClick={ask}>
          {t('brandConfig.save')}
        </Button>
      </Row>
      {confirming && (
        <ReasonDialog
          title={t('brandConfig.confirmSaveTitle')}
          body={t('brandConfig.confirmSaveBody', { name: site.name })}
          confirm={t('brandConfig.confirmSave')}
          busy={save.busy}
          failure={save.failure}
          failed={t('brandConfig.saveFailed')}
          onConfirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}
