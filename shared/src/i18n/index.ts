export { i18n, registerResources, setLanguage } from './instance';
export { useTranslation } from 'react-i18next';
