import { LegalDocument } from './LegalDocument';

/** 隐私政策 (SPEC §2 privacy page); texts under `documents.privacy`. */
export function PrivacyDocument() {
  return <LegalDocument name="privacy" />;
}
