import { createContext, useContext, type ReactNode } from 'react';
import type { SliderCaptchaProvider } from './slider-provider';

const SliderProviderContext = createContext<SliderCaptchaProvider | null>(null);

/**
 * Plugs a hosted slider captcha in place of the reference one: wrap the dialog (exposes/AuthDialog)
 * in this scope with the operator's provider. Without it the reference provider is used.
 */
export function SliderCaptchaProviderScope({
  provider,
  children,
}: {
  provider: SliderCaptchaProvider;
  children: ReactNode;
}) {
  return <SliderProviderContext.Provider value={provider}>{children}</SliderProviderContext.Provider>;
}

/** The plugged-in provider, or null for the reference one. */
export function useHostedSliderProvider(): SliderCaptchaProvider | null {
  return useContext(SliderProviderContext);
}
