import { useMemo, type ReactNode } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { I18nextProvider, i18n } from 'shared/i18n';
import { appStore, brandAtom, siteInfoAtom, storedEditionAtom } from 'shared/state';
import { buildTheme, effectiveEdition, GlobalStyle } from 'shared/theme';
import { ThemeProvider } from 'styled-components';

function BrandTheme({ children, withGlobalStyle }: { children: ReactNode; withGlobalStyle: boolean }) {
  const brand = useAtomValue(brandAtom);
  const siteInfo = useAtomValue(siteInfoAtom);
  const stored = useAtomValue(storedEditionAtom);
  const chosen = stored ?? brand?.defaultEdition ?? 'classic';
  const allowed =
    (brand?.flags.professionalThemeAllowed ?? true) && (siteInfo?.siteBaseConfig.professionalEdition ?? 1) === 1;
  const edition = effectiveEdition(chosen, allowed);
  // Keyed on the edition, not on the site info object: its arrival after the first page changes no
  // colour, and a new theme object would re-render every styled component of the page in one task.
  const editionTheme = brand?.theme[edition];
  const theme = useMemo(() => buildTheme(edition, editionTheme), [edition, editionTheme]);
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}

/**
 * The providers every tree of the platform renders under: the one jotai store, the one i18next
 * instance, and the brand's theme for the chosen edition. The host renders it once; a remote's
 * standalone harness and tests render it themselves.
 */
export function PlatformProviders({
  children,
  withGlobalStyle = true,
}: {
  children: ReactNode;
  withGlobalStyle?: boolean;
}) {
  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <BrandTheme withGlobalStyle={withGlobalStyle}>{children}</BrandTheme>
      </I18nextProvider>
    </JotaiProvider>
  );
}
