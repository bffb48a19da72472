import { LoadingToastHost } from './LoadingToastHost';
import { LoginTipsDialog } from './LoginTipsDialog';
import { TipsDialogHost } from './TipsDialogHost';
import { ToastHost } from './ToastHost';

/** Every bus-driven dialog (SPEC §2), mounted once by the host, or by a remote's standalone harness. */
export function DialogHost() {
  return (
    <>
      <TipsDialogHost />
      <LoginTipsDialog />
      <LoadingToastHost />
      <ToastHost />
    </>
  );
}
