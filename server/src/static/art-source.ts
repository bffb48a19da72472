import type { Queryable } from '../db/database';
import { renderGameCard } from './game-card';
import { paletteFor, renderArt, renderAvatar } from './svg';
import type { ArtKind } from './art-url';

/** Slot sizes in CSS pixels, matching where the client shows each kind of picture. */
const NAV_SIZES: Record<string, { width: number; height: number }> = {
  home_banner: { width: 1920, height: 480 },
  home_entry: { width: 360, height: 200 },
  sponsor: { width: 1200, height: 400 },
  download: { width: 600, height: 360 },
};

const VENUE_CATEGORY_LABELS: Record<string, string> = {
  TY: '体育',
  ZR: '真人',
  QP: '棋牌',
  DJ: '电竞',
  CP: '彩票',
  DZ: '电子',
  BY: '捕鱼',
};

/** Highest avatar id the profile page offers. */
export const AVATAR_COUNT = 12;

/** The SVG for one row, drawn from the row's own texts; null when the row does not exist. */
export async function renderArtFor(db: Queryable, kind: ArtKind, id: number): Promise<string | null> {
  switch (kind) {
    case 'avatar':
      return id >= 1 && id <= AVATAR_COUNT ? renderAvatar(id) : null;
    case 'nav': {
      const rows = await db.query<{ title: string; subtitle: string; position: string }>(
        'select title, subtitle, position from navigation_items where id = $1',
        [id],
      );
      const row = rows[0];
      if (row === undefined) return null;
      const size = NAV_SIZES[row.position] ?? { width: 800, height: 400 };
      return renderArt({ ...size, palette: paletteFor(id), headline: row.title, subline: row.subtitle, badge: '' });
    }
    case 'activity': {
      const rows = await db.query<{ title: string; subtitle: string }>(
        'select title, subtitle from activities where id = $1',
        [id],
      );
      const row = rows[0];
      if (row === undefined) return null;
      return renderArt({
        width: 800,
        height: 400,
        palette: paletteFor(id + 2),
        headline: row.title,
        subline: row.subtitle,
        badge: '限时活动',
      });
    }
    case 'venue': {
      const rows = await db.query<{ name: string; enName: string; category: string; description: string }>(
        'select name, en_name as "enName", category, description from venues where id = $1',
        [id],
      );
      const row = rows[0];
      if (row === undefined) return null;
      const badge = `${VENUE_CATEGORY_LABELS[row.category] ?? row.category} · ${row.enName}`;
      return renderArt({
        width: 560,
        height: 320,
        palette: paletteFor(id),
        headline: row.name,
        subline: row.description.slice(0, 16),
        badge,
      });
    }
    case 'sponsor': {
      const rows = await db.query<{ partner: string; tagline: string; period: string }>(
        'select partner, tagline, period from sponsorships where id = $1',
        [id],
      );
      const row = rows[0];
      if (row === undefined) return null;
      return renderArt({
        width: 1200,
        height: 400,
        palette: paletteFor(id + 4),
        headline: row.partner,
        subline: row.tagline,
        badge: row.period,
      });
    }
    case 'game': {
      const rows = await db.query<{ name: string; venueName: string }>(
        'select g.name, v.name as "venueName" from games g join venues v on v.id = g.venue_id where g.id = $1',
        [id],
      );
      const row = rows[0];
      if (row === undefined) return null;
      return renderGameCard({ id, name: row.name, venueName: row.venueName });
    }
  }
}
