import { bookList } from './book-list';
import { login } from './cluster-clients';

const LISTS = ['RB', 'FT', 'FU'] as const;

/**
 * The book's pages as a member's browser would watch them: the in-play, today and early lists of
 * every sport, each cut into pages of `size` matches, a page being the ids the book watches (each
 * match's gameId and half-time id). Read through the venue resource with a seeded member.
 */
export async function bookPages(base: string, size: number): Promise<{ list: string; ids: string[] }[]> {
  const token = await login(base, 'sports01', 'sport1234');
  const pages: { list: string; ids: string[] }[] = [];
  for (const market of LISTS) {
    const matches = await bookList(base, token, market);
    for (let i = 0; i < matches.length; i += size) {
      pages.push({ list: market, ids: matches.slice(i, i + size).flatMap((m) => [m.gameId, m.hgid]) });
    }
  }
  return pages;
}
