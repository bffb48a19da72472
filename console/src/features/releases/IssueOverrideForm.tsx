import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import {
  OVERRIDE_LIFETIMES_SECONDS,
  consoleOverrideIssue,
  consoleOverrideList,
  type RemoteOverride,
} from 'shared/contract/console';
import { formatBeijingTime } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { remoteNames, type RemoteName } from 'shared/remotes';
import { Button, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ConsoleSelect } from '../../ui/ConsoleSelect';
import { DialogFailure } from '../../ui/dialog-parts';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(8rem, 12rem) minmax(16rem, 1fr) minmax(7rem, 10rem) auto;
  gap: 0.75rem;
  align-items: end;
  @media (max-width: 60rem) {
    grid-template-columns: 1fr;
  }
`;

/** The link is one long word: it stays inside the card (the box scrolls, the path wraps anywhere). */
const Issued = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem;
  margin-top: 0.75rem;
  overflow-wrap: anywhere;
`;

const LinkBox = styled.input`
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  padding: 0.5rem 0.75rem;
  font-family: ui-monospace, monospace;
  font-size: 0.8125rem;
`;

interface IssuedOverride {
  override: RemoteOverride;
  link: string;
  linkPath: string;
}

/** Issues a developer override for one brand, then shows the link to open in the developer's browser. */
export function IssueOverrideForm({ siteId }: { siteId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [remote, setRemote] = useState<RemoteName>(remoteNames[0]!);
  const [address, setAddress] = useState('');
  const [lifetime, setLifetime] = useState<number>(OVERRIDE_LIFETIMES_SECONDS[0]);
  const [problem, setProblem] = useState<string | undefined>();
  const [issued, setIssued] = useState<IssuedOverride | null>(null);
  const issue = useEndpointMutation(consoleOverrideIssue, { invalidates: [consoleOverrideList] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (issue.busy) return;
    if (!/^https?:\/\/\S+$/i.test(address.trim())) {
      setProblem(t('overrides.addressMissing'));
      return;
    }
    setProblem(undefined);
    setIssued(null);
    const answer = await issue.run({ siteId, remote, address: address.trim(), lifetimeSeconds: lifetime });
    if (answer !== null) setIssued(answer);
  };

  return (
    <>
      <Form onSubmit={(event) => void submit(event)} noValidate data-testid="override-form">
        <ConsoleSelect
          label={t('overrides.remote')}
          value={remote}
          onChange={(event) => setRemote(event.target.value as RemoteName)}
          data-testid="override-remote"
        >
          {remoteNames.map((name) => (
            <option key={name} value={name}>
              mf-{name}
            </option>
          ))}
        </ConsoleSelect>
        <TextField
          label={t('overrides.address')}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          error={problem}
          inputMode="url"
          data-testid="override-address"
        />
        <ConsoleSelect
          label={t('overrides.lifetime')}
          value={String(lifetime)}
          onChange={(event) => setLifetime(Number(event.target.value))}
          data-testid="override-lifetime"
        >
          {OVERRIDE_LIFETIMES_SECONDS.map((seconds) => (
            <option key={seconds} value={seconds}>
              {t(`overrides.lifetimes.${seconds}`)}
            </option>
          ))}
        </ConsoleSelect>
        <Row>
          <Button type="submit" loading={issue.busy} data-testid="override-issue">
            {t('overrides.issue')}
          </Button>
        </Row>
      </Form>
      {issue.failure !== null && (
        <DialogFailure role="alert">{errorMessage(issue.failure, t('overrides.failed'))}</DialogFailure>
      )}
      {issued !== null && (
        <Issued data-testid="override-issued">
          <Muted>{t('overrides.issued', { time: formatBeijingTime(issued.override.expiresAt) })}</Muted>
          <LinkBox
            readOnly
            aria-label={t('overrides.link')}
            value={issued.link}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="override-link"
          />
          <Muted>{t('overrides.otherSite', { path: issued.linkPath })}</Muted>
        </Issued>
      )}
    </>
  );
}
