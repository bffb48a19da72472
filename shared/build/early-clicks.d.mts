/** The inline script of the host's page that keeps presses made before the page's script is live. */
export const EARLY_CLICKS_SCRIPT: string;
