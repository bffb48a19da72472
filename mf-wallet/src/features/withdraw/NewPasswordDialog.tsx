import type { ReactNode } from 'react';
import { Button, Dialog } from 'shared/ui';
import { Alert, FormPanel } from '../../ui/panel';
import { PasswordFields } from './PasswordFields';
import type { NewPasswordForm } from './use-new-password-form';

/** A dialog that ends in a new withdraw password: what it asks first, the pair, the refusal, the submit. */
export function NewPasswordDialog({
  open,
  title,
  submitLabel,
  form,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  form: NewPasswordForm;
  onClose(): void;
  /** Drawn above the password fields. */
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <FormPanel
        aria-label={title}
        style={{ border: 0, padding: 0 }}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        {children}
        <PasswordFields {...form.fields} />
        {form.failure && <Alert role="alert">{form.failure}</Alert>}
        <Button type="submit" block loading={form.busy} disabled={form.busy}>
          {submitLabel}
        </Button>
      </FormPanel>
    </Dialog>
  );
}
