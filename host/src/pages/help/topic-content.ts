/** A topic's body in i18n: headed sections of paragraphs. */
export interface TopicSection {
  heading: string;
  items: string[];
}

function isSection(value: unknown): value is TopicSection {
  if (typeof value !== 'object' || value === null) return false;
  const { heading, items } = value as { heading?: unknown; items?: unknown };
  return typeof heading === 'string' && Array.isArray(items) && items.every((item) => typeof item === 'string');
}

/**
 * i18next hands back whatever the JSON holds under a key; check it, so a broken translation file
 * shows an empty topic instead of crashing the page.
 */
export function parseTopicSections(value: unknown): TopicSection[] {
  return Array.isArray(value) && value.every(isSection) ? value : [];
}
