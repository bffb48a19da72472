import { serviceFactValues } from 'shared/contract';

const facts = serviceFactValues();

/** How the support room states the service hours, e.g. 7×24小时. */
export const SUPPORT_HOURS_TEXT = `${facts.days}×${facts.hours}小时`;
