import type { Database, Queryable } from '../database';
import { seedActivities } from './activities';
import { seedActivityRules } from './activity-rules';
import { seedAuthMembers } from './auth-members';
import { seedCasinoMembers } from './casino-members';
import { seedRecoveryMembers } from './recovery-members';
import { seedProfileMembers } from './profile-members';
import { seedPromoMembers } from './promo-members';
import { seedRaceResults } from './race-results';
import { seedCountryAreas } from './country-areas';
import { seedLetters, seedMemberLetters } from './letters';
import { seedFeedback } from './feedback';
import { seedMembers } from './members';
import { seedNavigation } from './navigation';
import { seedNotices } from './notices';
import { seedSites } from './sites';
import { seedSponsorships } from './sponsorships';
import { seedCashOutMembers, seedSportsMembers } from './sports-members';
import { seedDepositMembers } from './deposit-members';
import { seedProtectMembers } from '../../protection/seed-protect-members';
import { seedGames } from './games';
import { seedTransferMembers } from './transfer-members';
import { seedVipMembers } from './vip-members';
import { seedVenues } from './venues';
import { seedWithdrawMembers } from './withdraw-members';
import { seedWallets } from './wallets';
import { seedDeskMembers } from '../../members/desk/seed-desk-members';
import { auditSeededOperators, seedOperators } from '../../operators/seed-operators';

interface SeedStep {
  /**
   * Recorded in app_meta as `seed:<name>`; a new data set gets a new name, so a database seeded
   * before it gets it on the next start.
   */
  name: string;
  run(tx: Queryable, now: Date): Promise<void>;
}

/** A lock key nothing else uses: two processes starting on one PostgreSQL server seed once. */
const SEED_LOCK_KEY = 7_400_002;

const STEPS: readonly SeedStep[] = [
  {
    name: 'demo-v1',
    async run(tx, now) {
      await seedSites(tx);
      await seedVenues(tx);
      await seedNavigation(tx);
      await seedNotices(tx, now);
      await seedActivities(tx, now);
      const members = await seedMembers(tx, now);
      await seedWallets(tx, members, now);
      await seedLetters(tx, members.demo, now);
    },
  },
  {
    // Login protection, risk-check members and the country list (migration 003).
    name: 'auth-v1',
    async run(tx, now) {
      await seedAuthMembers(tx, now);
      await seedCountryAreas(tx);
    },
  },
  {
    // Members for the password-recovery flows, apart from the shared demo accounts.
    name: 'recovery-v1',
    async run(tx, now) {
      await seedRecoveryMembers(tx, now);
    },
  },
  {
    // Sponsorships (migration 004). The hot matches it also seeded then come from the sports book
    // now; migration 006 drops their table, so a database seeded before keeps nothing of them.
    name: 'home-content-v1',
    async run(tx) {
      await seedSponsorships(tx);
    },
  },
  {
    // Members with money for the sports book's bets (e2e files each use their own).
    name: 'sports-members-v1',
    async run(tx, now) {
      await seedSportsMembers(tx, now);
    },
  },
  {
    // Members of the venue-transfer checks, and the maintenance window of a venue (migration 010).
    name: 'transfer-members-v1',
    async run(tx, now) {
      await seedTransferMembers(tx, now);
    },
  },
  {
    // Members of the deposit checks, with no deposit yet (migration 008).
    name: 'deposit-members-v1',
    async run(tx, now) {
      await seedDepositMembers(tx, now);
    },
  },
  {
    // Members of the payout-account and withdrawal checks (migration 009).
    name: 'withdraw-members-v1',
    async run(tx, now) {
      await seedWithdrawMembers(tx, now);
    },
  },
  { name: 'game-catalogue-v1', run: seedGames }, // games and jackpots (migration 012); its own step, so databases seeded before get them too
  { name: 'casino-members-v1', run: seedCasinoMembers }, // venue launch kinds and the game-play members (migration 013)
  { name: 'profile-members-v1', run: seedProfileMembers }, // members of the profile and binding checks (migration 014)
  {
    // Letters of every category for the message centre, and demo888's feedback tickets (migration 015).
    name: 'messages-v1',
    async run(tx, now) {
      await seedMemberLetters(tx, now);
      await seedFeedback(tx, now);
    },
  },
  { name: 'promotions-v1', run: seedActivityRules }, // every activity's settings and rules (migration 016)
  { name: 'promo-members-v1', run: seedPromoMembers }, // members of the promotions checks
  { name: 'vip-members-v1', run: seedVipMembers }, // members with play history for the VIP climb and the daily rebate
  { name: 'race-results-v1', run: seedRaceResults }, // a race that ended before the seed, and the members who played in it (migration 019)
  { name: 'protect-members-v1', run: seedProtectMembers }, // members of the player-protection checks (migration 022)
  { name: 'cashout-members-v1', run: seedCashOutMembers }, // bettors of the cash-out, quick-stake and odds-policy checks (migration 021)
  { name: 'operators-v1', run: seedOperators }, // the demo operators of the console, one per role (migration 025)
  { name: 'desk-members-v1', run: seedDeskMembers }, // the member of the console's members-desk checks
  { name: 'operators-audit-v1', run: auditSeededOperators }, // the demo operators' creation rows in the audit log (migration 026)
];

/**
 * Runs each seed step once per database, each in one transaction with its marker, so a crash mid-seed
 * leaves nothing behind and the next start simply seeds again. Returns the names that ran.
 */
export async function seedDatabase(db: Database, now: Date): Promise<string[]> {
  const ran: string[] = [];
  for (const step of STEPS) {
    const done = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      const marker = `seed:${step.name}`;
      const existing = await tx.query<{ key: string }>('select key from app_meta where key = $1', [marker]);
      if (existing.length > 0) return false;
      await step.run(tx, now);
      await tx.query('insert into app_meta (key, value) values ($1, $2)', [marker, now.toISOString()]);
      return true;
    });
    if (done) ran.push(step.name);
  }
  return ran;
}
