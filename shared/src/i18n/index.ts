export { i18n, registerResources, setLanguage, translationsReady } from './instance';
export type { TraditionalTexts } from './instance';
// The apps' only door to react-i18next (lint enforces it): shared as a whole library it shipped every
// export (Trans and its HTML parser among them) for these two.
export { I18nextProvider, useTranslation } from 'react-i18next';
