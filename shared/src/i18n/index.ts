export { i18n, registerResources, setLanguage, currentLanguage } from './instance';
export { useTranslation, Trans } from 'react-i18next';
