import type { FormEvent, ReactNode } from 'react';
import { Button } from 'shared/ui';
import { Form, SubmitRow } from '../../form/Form';
import { FormAlert } from '../../form/FormAlert';
import { LinkRow } from '../../form/TextLink';
import { ContactSupportLink } from '../support';

export interface EntryFormProps {
  /** The form's name for screen readers: its tab's name. */
  label: string;
  /** The server's answer to a failed submit, shown above the fields. */
  error: string | null;
  submitLabel: string;
  /** 登录 / 注册 stay grey until the form may be sent. */
  ready: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}

/** The frame of the login and register tabs: the alert, the fields, the wide submit and 联系客服 below. */
export function EntryForm({ label, error, submitLabel, ready, busy, onSubmit, children }: EntryFormProps) {
  return (
    <Form onSubmit={onSubmit} noValidate aria-label={label}>
      <FormAlert message={error} />
      {children}
      <SubmitRow>
        <Button type="submit" block disabled={!ready} loading={busy}>
          {submitLabel}
        </Button>
      </SubmitRow>
      <LinkRow $center>
        <ContactSupportLink />
      </LinkRow>
    </Form>
  );
}
