import type { MemberNavKey, NavKey } from './nav-items';

const paths: Record<NavKey | MemberNavKey, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  sport:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 3l3 2.2-1.1 3.6h-3.8L9 8.2zM5.5 10.5l2.6.4 1.2 3.7-1.9 2.6a7 7 0 0 1-1.9-6.7zm13 0a7 7 0 0 1-1.9 6.7l-1.9-2.6 1.2-3.7z',
  realbet: 'M4 5h16v10H4zM8 19h8M12 15v4M9 9l2 2 4-4',
  egame: 'M6 8h12a3 3 0 0 1 3 3v2a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-2a3 3 0 0 1 3-3zm2 2v4M6 12h4m5-1h.01M17 13h.01',
  lottery: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-3 6h6l-4 8',
  chess: 'M8 21h8M9 17h6l1-4H8zm1-4l-1-4h6l-1 4M10 5h4M12 3v6',
  gaming: 'M4 17l4-10 4 6 4-6 4 10M4 17h16',
  fish: 'M3 12c3-5 9-6 13-3l4-3v12l-4-3c-4 3-10 2-13-3zm11-1h.01',
  // An agent and the members it brings in.
  venture:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.13a4 4 0 0 1 0 7.75M21 21v-2a4 4 0 0 0-3-3.87',
  discount: 'M4 8h16v4H4zM6 12v8h12v-8M12 8v12M12 8c-2-4-6-3-5 0m5 0c2-4 6-3 5 0',
  sponsor: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  app: 'M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm3 17h2',
  customer: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zm13 0h3v5h-3zm3 5a4 4 0 0 1-4 3h-2',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21v-1a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v1',
  message: 'M4 5h16v11H8l-4 4zM8 9h8M8 12h5',
  // A crown for the VIP grades.
  vip: 'M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14',
  // A red envelope for the rewards waiting to be claimed (the gift box is already discount's).
  Welfare:
    'M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM5 8l7 4 7-4M12 14a1.5 1.5 0 1 0 0 .01',
};

/** The category icons of SPEC §2 (hidden by the hide-nav-icon flag). */
export function NavIcon({ name }: { name: NavKey | MemberNavKey }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={paths[name]} />
    </svg>
  );
}
