import { useState } from 'react';
import type { VenueCategory } from 'shared/contract';
import { Button } from 'shared/ui';
import VenueListPage from './exposes/VenueListPage';

const categories: VenueCategory[] = ['ZR', 'QP', 'DJ', 'CP', 'DZ', 'BY'];

/** The casino team's standalone page: every venue category one click away. */
export function CasinoHarness() {
  const [category, setCategory] = useState<VenueCategory>('ZR');
  return (
    <>
      <div style={{ display: 'flex', gap: '0.5rem', marginBottom: '1rem' }}>
        {categories.map((c) => (
          <Button key={c} variant={c === category ? 'primary' : 'secondary'} onClick={() => setCategory(c)}>
            {c}
          </Button>
        ))}
      </div>
      <VenueListPage category={category} />
    </>
  );
}
