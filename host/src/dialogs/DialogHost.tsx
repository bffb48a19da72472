import { LoadingToastHost } from './LoadingToastHost';
import { LoginTipsDialog } from './LoginTipsDialog';
import { TipsDialogHost } from './TipsDialogHost';
import { ToastHost } from './ToastHost';

/** Every bus-driven dialog of the host, mounted once. */
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
