import { TextField } from 'shared/ui';
import { PASSWORD_MAX, stripWhitespace } from 'shared/validation';

export interface NewPasswordFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onValue: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  autoFocus?: boolean;
}

/**
 * A password being chosen (register, reset): hidden, at most PASSWORD_MAX characters, white space
 * stripped as it is typed (SPEC §5), and marked new-password so a password manager offers to save it.
 */
export function NewPasswordField({
  label,
  placeholder,
  value,
  onValue,
  onBlur,
  error,
  autoFocus,
}: NewPasswordFieldProps) {
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      type="password"
      autoComplete="new-password"
      autoFocus={autoFocus}
      maxLength={PASSWORD_MAX}
      value={value}
      onChange={(event) => onValue(stripWhitespace(event.target.value))}
      onBlur={onBlur}
      error={error}
    />
  );
}
