export { i18n, registerResources, setLanguage, translationsReady } from './instance';
export type { TraditionalTexts } from './instance';
export { useTranslation } from 'react-i18next';
