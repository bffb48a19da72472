import { useState, type FormEvent } from 'react';
import { errorMessage } from 'shared/api';
import {
  consoleReleaseChange,
  consoleReleaseHistory,
  consoleReleaseOverview,
  consoleReleaseUnpin,
  type BrandRemotePin,
  type ReleaseAction,
  type RemoteVersion,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Dialog, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { DialogFailure, DialogForm } from '../../ui/dialog-parts';
import { versionLine } from './version-text';

/** What an operator may do; auto_rollback is the server's own. */
export type OperatorAction = Exclude<ReleaseAction, 'auto_rollback'>;

export interface PinChangeRequest {
  action: OperatorAction;
  siteId: string;
  brandName: string;
  remote: RemoteVersion['remote'];
  pin: BrandRemotePin | null;
  /** The remote's published versions, newest first. */
  versions: readonly RemoteVersion[];
}

/** The versions an action may choose: never the one it would leave as it is. */
function choices({ action, pin, versions }: PinChangeRequest): readonly RemoteVersion[] {
  const stable = pin?.stable?.version;
  if (action === 'canary') return versions.filter((v) => v.version !== stable);
  if (action === 'rollback') return versions.filter((v) => v.version !== stable && v.version !== pin?.canary?.version);
  return versions.filter((v) => v.version !== stable);
}

/** The confirmation of one change of a brand's pin: what changes, then the call; the server's refusal stays in view. */
export function ChangePinDialog({ request, onClose }: { request: PinChangeRequest; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const options = choices(request);
  const [version, setVersion] = useState(options[0]?.version ?? '');
  const [percent, setPercent] = useState(String(request.pin?.canaryPercent || 10));
  const [problem, setProblem] = useState<string | undefined>();
  const change = useEndpointMutation(consoleReleaseChange, {
    invalidates: [consoleReleaseOverview, consoleReleaseHistory],
  });
  const unpin = useEndpointMutation(consoleReleaseUnpin, {
    invalidates: [consoleReleaseOverview, consoleReleaseHistory],
  });
  const busy = change.busy || unpin.busy;
  const failure = change.failure ?? unpin.failure;
  const needsVersion = request.action === 'pin' || request.action === 'canary' || request.action === 'rollback';
  const target = { siteId: request.siteId, remote: request.remote };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const share = Number(percent);
    if (request.action === 'canary' && !(Number.isInteger(share) && share >= 1 && share <= 100)) {
      setProblem(t('releases.percentProblem'));
      return;
    }
    if (needsVersion && version === '') return;
    setProblem(undefined);
    if (request.action === 'unpin') {
      if ((await unpin.run(target)) !== null) onClose();
      return;
    }
    const input =
      request.action === 'canary'
        ? { action: 'canary' as const, ...target, version, percent: share }
        : request.action === 'pin' || request.action === 'rollback'
          ? { action: request.action, ...target, version }
          : { action: request.action, ...target };
    if ((await change.run(input)) !== null) onClose();
  };
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open title={t(`releases.confirm.${request.action}`)} onClose={close} closable width="34rem">
      <DialogForm onSubmit={(event) => void submit(event)} noValidate data-testid="release-dialog">
        <Muted>
          {t('releases.confirmBody', {
            brand: request.brandName,
            remote: `mf-${request.remote}`,
            stable: request.pin?.stable?.version ?? t('releases.brandAddress'),
            canary: request.pin?.canary
              ? `${request.pin.canary.version} (${request.pin.canaryPercent}%)`
              : t('releases.none'),
          })}
        </Muted>
        {needsVersion &&
          (options.length === 0 ? (
            <DialogFailure role="alert">{t('releases.noChoice')}</DialogFailure>
          ) : (
            <ConsoleSelect
              label={t('releases.version')}
              value={version}
              onChange={(event) => setVersion(event.target.value)}
              data-testid="release-version"
            >
              {options.map((option) => (
                <option key={option.version} value={option.version}>
                  {versionLine(option)}
                </option>
              ))}
            </ConsoleSelect>
          ))}
        {request.action === 'canary' && (
          <TextField
            label={t('releases.percent')}
            inputMode="numeric"
            value={percent}
            onChange={(event) => setPercent(event.target.value)}
            error={problem}
            data-testid="release-percent"
          />
        )}
        <Muted>{t(`releases.effect.${request.action}`)}</Muted>
        {failure !== null && <DialogFailure role="alert">{errorMessage(failure, t('releases.failed'))}</DialogFailure>}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('releases.cancel')}
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={needsVersion && options.length === 0}
            data-testid="release-confirm"
          >
            {t('releases.confirmButton')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
