import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from 'shared/api';
import { graphicCaptcha } from 'shared/contract';
import { fetchEndpoint } from 'shared/query';

export type GraphicImage =
  { status: 'loading' } | { status: 'ready'; codeId: string; image: string } | { status: 'error'; message: string };

/**
 * The graphic captcha image: loaded when the dialog opens and again on every refresh. Each image
 * is single use (contract: CAPTCHA_TTL_SECONDS), so a refresh always asks the server for a new one;
 * an answer that arrives after a newer request was made is dropped.
 */
export function useGraphicImage(fallbackMessage: string): { image: GraphicImage; refresh: () => void } {
  const [image, setImage] = useState<GraphicImage>({ status: 'loading' });
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const ticket = ++latest.current;
    setImage({ status: 'loading' });
    fetchEndpoint(graphicCaptcha, {})
      .then(({ codeId, image: src }) => {
        if (ticket === latest.current) setImage({ status: 'ready', codeId, image: src });
      })
      .catch((error: unknown) => {
        if (ticket === latest.current) setImage({ status: 'error', message: errorMessage(error, fallbackMessage) });
      });
  }, [fallbackMessage]);

  useEffect(() => {
    refresh();
    // Drop any answer still on its way once the dialog is gone.
    return () => {
      latest.current += 1;
    };
  }, [refresh]);

  return { image, refresh };
}
