/**
 * What the site promises about its service, stated in several places (the footer, the help centre,
 * the withdraw page, the support agent's answers): each fact lives here once and every text reads it
 * through interpolation, so no two places can disagree.
 */
export const SERVICE_FACTS = {
  /** Customer service is staffed every day around the clock: 7×24小时. */
  supportDaysPerWeek: 7,
  supportHoursPerDay: 24,
  /** Average minutes from a paid deposit to the balance. */
  depositAverageMinutes: 1,
  /** Average minutes from an approved withdrawal to the member's account. */
  payoutAverageMinutes: 3,
} as const;

/** The interpolation values of the texts that state these facts (i18n keys use {{days}}, {{hours}}, {{deposit}}, {{payout}}). */
export function serviceFactValues(): { days: number; hours: number; deposit: number; payout: number } {
  return {
    days: SERVICE_FACTS.supportDaysPerWeek,
    hours: SERVICE_FACTS.supportHoursPerDay,
    deposit: SERVICE_FACTS.depositAverageMinutes,
    payout: SERVICE_FACTS.payoutAverageMinutes,
  };
}
