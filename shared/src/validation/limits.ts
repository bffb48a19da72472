/** The input limits of SPEC §5 and §9, named once so forms and rules cannot drift apart. */
import { GRAPHIC_CODE_MAX as CONTRACT_GRAPHIC_CODE_MAX } from '../contract/endpoints/captcha';
import { CODE_LENGTH } from '../contract/endpoints/codes-send';
import { MAX_SLIP_SELECTIONS } from '../contract/endpoints/sports';

/** Register username: 4-11 characters (the input stops at 11). */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 11;
/** Passwords, new or reset: 8-12 characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 12;
/** Password recovery: the username field takes up to 30 characters. */
export const RECOVERY_USERNAME_MAX = 30;
/** A national mobile number: at most 11 digits. */
export const PHONE_MAX = 11;
export const EMAIL_MAX = 40;
/** The recovery code field takes up to 30 characters; the code itself has CODE_DIGITS digits. */
export const RECOVERY_CODE_MAX = 30;
export const CODE_DIGITS = CODE_LENGTH;
/** The new-device security check asks for the 4 hidden middle digits of the masked phone. */
export const PHONE_CHECK_DIGITS = 4;
/** The graphic captcha input: the contract's cap, so the field and the server agree. */
export const GRAPHIC_CODE_MAX = CONTRACT_GRAPHIC_CODE_MAX;
/** Transfer into a venue: 2 decimals, at most 12 characters. */
export const AMOUNT_DECIMALS = 2;
export const AMOUNT_MAX_LENGTH = 12;
/** Series or multiple bets take at most 10 selections: the contract's cap, so the slip and the server agree. */
export const BET_SLIP_MAX = MAX_SLIP_SELECTIONS;
/** Minimum age to play. */
export const MINIMUM_AGE = 18;

/**
 * The mainland-China mobile pattern, used until the country list has loaded (or when it fails):
 * 11 digits, 1 then 3-9.
 */
export const MAINLAND_MOBILE_PATTERN = '^1[3-9]\\d{9}$';

/** The country code a phone field starts on: mainland China (+86). */
export const DEFAULT_AREA_CODE = '86';
