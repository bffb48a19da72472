// The documents feature's public surface: other features and the exposes import it only from here.
export { DocumentDialog } from './DocumentDialog';
export type { LegalDocumentName } from './LegalDocument';
