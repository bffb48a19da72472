import type { SyntheticEvent } from 'react';
import { Dialog, type DialogProps } from 'shared/ui';

/**
 * A dialog opened over the auth dialog (captcha, security check, documents). React events bubble
 * through portals along the component tree, so this wrapper stops its form's submit from reaching
 * the auth form it was opened from. (Escape closes only the innermost dialog: shared Dialog's own rule.)
 */
export function NestedDialog(props: DialogProps) {
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <div style={{ display: 'contents' }} onSubmit={stop}>
      <Dialog {...props} />
    </div>
  );
}
