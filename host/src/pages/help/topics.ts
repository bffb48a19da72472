/**
 * The help centre's topics (SPEC §2 /app/help children) in menu order, grouped for the side menu.
 * The texts live in i18n: titles under helpTopicTitles.<id> (host), sections under help.topics.<id> (host-help);
 * this file only decides which topics exist and where.
 */
export const HELP_GROUPS = [
  { key: 'account', topics: ['kh', 'ck', 'qk', 'zz', 'xnbcqkjc', 'yhgz', 'fjcjc'] },
  { key: 'betting', topics: ['tytzjc', 'tysstqth', 'rqgl', 'dxqgl', 'tywt', 'gztk'] },
  { key: 'games', topics: ['cpwt', 'dzjj', 'zrwt', 'qtwt', 'tjllq'] },
  { key: 'about', topics: ['gywm', 'hzhb', 'bczr', 'ysgz', 'zxkf'] },
] as const;

export type HelpGroupKey = (typeof HELP_GROUPS)[number]['key'];
export type HelpTopic = (typeof HELP_GROUPS)[number]['topics'][number];

/** The deposit help; hidden with the rest of deposits when the deposit setting is off (SPEC §2). */
export const DEPOSIT_TOPIC: HelpTopic = 'ck';

const ALL_TOPICS: readonly HelpTopic[] = HELP_GROUPS.flatMap((group) => group.topics);

/** Every topic a visitor may open, in menu order; ck only while deposits are on. */
export function helpTopics(depositEnabled: boolean): HelpTopic[] {
  return ALL_TOPICS.filter((topic) => depositEnabled || topic !== DEPOSIT_TOPIC);
}

/** The menu, with ck left out when deposits are off. */
export function helpGroups(depositEnabled: boolean): { key: HelpGroupKey; topics: HelpTopic[] }[] {
  const visible = new Set(helpTopics(depositEnabled));
  return HELP_GROUPS.map((group) => ({ key: group.key, topics: group.topics.filter((topic) => visible.has(topic)) }));
}

export function isHelpTopic(value: string): value is HelpTopic {
  return (ALL_TOPICS as readonly string[]).includes(value);
}

/** The first topic, shown at /app/help without a topic. */
export const DEFAULT_HELP_TOPIC: HelpTopic = 'kh';

/**
 * The i18n key (namespace host, not the help page's own) of a topic's title: the shell titles the
 * document with it before the help page's texts have loaded.
 */
export function topicTitleKey(topic: HelpTopic): string {
  return `helpTopicTitles.${topic}`;
}

/** The title key of a topic in the address, for the document title; null for an unknown topic, which the page shows as not found. */
export function helpTopicTitleKey(topic: string | undefined): string | null {
  const id = topic ?? DEFAULT_HELP_TOPIC;
  return isHelpTopic(id) ? topicTitleKey(id) : null;
}

export function helpTopicPath(topic: HelpTopic): string {
  return `/app/help/${topic}`;
}
