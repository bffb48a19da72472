/** One heading of a legal document, with its paragraphs and/or a list. */
export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

/** A legal document as kept in the i18n texts (`documents.terms`, `documents.privacy`). */
export interface LegalText {
  title: string;
  intro: string;
  sections: DocumentSection[];
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isSection(value: unknown): value is DocumentSection {
  if (typeof value !== 'object' || value === null) return false;
  const { heading, paragraphs, items } = value as Record<string, unknown>;
  return (
    typeof heading === 'string' &&
    (paragraphs === undefined || isStringList(paragraphs)) &&
    (items === undefined || isStringList(items))
  );
}

/** i18next hands nested resources back untyped: this checks the shape before anything renders it. */
export function isLegalText(value: unknown): value is LegalText {
  if (typeof value !== 'object' || value === null) return false;
  const { title, intro, sections } = value as Record<string, unknown>;
  return typeof title === 'string' && typeof intro === 'string' && Array.isArray(sections) && sections.every(isSection);
}
