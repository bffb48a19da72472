import type { ReactNode } from 'react';

// Owned by features/book: markets, sports, leagues and the match list (being built).
export function SportsBook({ aside }: { aside: ReactNode }) {
  return <div>{aside}</div>;
}
