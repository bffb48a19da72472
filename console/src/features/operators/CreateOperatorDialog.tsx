import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import {
  CONSOLE_ROLES,
  consoleCreateOperator,
  consoleOperators,
  type ConsoleRole,
  type Operator,
} from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, Dialog, Muted, Row, TextField } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { initialPassword } from './initial-password';
import { DialogForm, DialogFailure } from '../../ui/dialog-parts';

const Secret = styled.code`
  font-size: 1.125rem;
  padding: 0.5rem 0.75rem;
  background: ${({ theme }) => theme.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
  user-select: all;
`;

type Problems = Partial<Record<'name' | 'displayName' | 'roles', string>>;

/**
 * Creates an operator with a random initial password, shown once after the server accepted it; the
 * new operator enrols their authenticator at first login.
 */
export function CreateOperatorDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [roles, setRoles] = useState<ConsoleRole[]>([]);
  const [password] = useState(initialPassword);
  const [problems, setProblems] = useState<Problems>({});
  const [created, setCreated] = useState<Operator | null>(null);
  const { run, busy, failure } = useEndpointMutation(consoleCreateOperator, { invalidates: [consoleOperators] });

  const toggle = (role: ConsoleRole) =>
    setRoles((held) => (held.includes(role) ? held.filter((r) => r !== role) : [...held, role]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!/^[a-z][a-z0-9_]{2,31}$/.test(name)) found.name = t('operators.problems.name');
    if (displayName.trim() === '') found.displayName = t('operators.problems.displayName');
    if (roles.length === 0) found.roles = t('operators.problems.roles');
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const answer = await run({ name, displayName: displayName.trim(), password, roles });
    if (answer) setCreated(answer);
  };
  const close = () => {
    if (!busy) onClose();
  };

  if (created) {
    return (
      <Dialog open title={t('operators.createdTitle')} onClose={onClose} width="30rem">
        <DialogForm as="div" data-testid="operator-created">
          <p style={{ margin: 0 }}>{t('operators.createdBody', { name: created.name })}</p>
          <Secret data-testid="initial-password">{password}</Secret>
          <Muted>{t('operators.createdHint')}</Muted>
          <Row $justify="end">
            <Button type="button" autoFocus onClick={onClose}>
              {t('operators.done')}
            </Button>
          </Row>
        </DialogForm>
      </Dialog>
    );
  }
  return (
    <Dialog open title={t('operators.createTitle')} onClose={close} width="32rem">
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('operators.name')}
          placeholder={t('operators.namePlaceholder')}
          autoFocus
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={problems.name}
        />
        <TextField
          label={t('operators.displayName')}
          maxLength={32}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={problems.displayName}
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>{t('operators.rolesLabel')}</legend>
          <Row $gap="1rem">
            {CONSOLE_ROLES.map((role) => (
              <label key={role}>
                <input type="checkbox" checked={roles.includes(role)} onChange={() => toggle(role)} />{' '}
                {t(`roles.${role}`)}
              </label>
            ))}
          </Row>
          {problems.roles && <DialogFailure>{problems.roles}</DialogFailure>}
        </fieldset>
        <Muted>{t('operators.passwordHint')}</Muted>
        {failure !== null && (
          <DialogFailure role="alert">{errorMessage(failure, t('operators.createTitle'))}</DialogFailure>
        )}
        <Row $gap="0.75rem" $justify="end">
          <Button type="button" variant="secondary" onClick={close} disabled={busy}>
            {t('operators.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('operators.create')}
          </Button>
        </Row>
      </DialogForm>
    </Dialog>
  );
}
