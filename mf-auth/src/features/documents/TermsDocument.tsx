import { LegalDocument } from './LegalDocument';

/** 用户协议 (SPEC §2 terms page, with the §9 payout caps); texts under `documents.terms`. */
export function TermsDocument() {
  return <LegalDocument name="terms" />;
}
