import type { CaptchaPurpose } from 'shared/contract';
import type { Queryable } from '../db/database';
import { countFailedPasswords } from '../auth/login-attempts';
import type { CaptchaKind } from './captcha-kind';

/** Wrong passwords for one name within the window after which login asks for the slider. */
export const SLIDER_AFTER_FAILED_LOGINS = 3;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Which captcha a call needs (captchaType, and enforced by the calls themselves):
 * - login (ktype 4): the graphic code, cheap for players; the slider once the name collected
 *   SLIDER_AFTER_FAILED_LOGINS wrong passwords within 15 minutes, because that looks like guessing
 *   and the slider is harder to script. The password captchaType may carry is deliberately ignored:
 *   judging it here would be a password oracle without any captcha in front of it.
 * - register (1): the slider. Mass registration is the bot problem sites fight most.
 * - phone and e-mail reset (2, 3): the graphic code. The code sent to the phone or mailbox is the real
 *   proof; the captcha only keeps scripts from making the server send messages.
 */
export async function captchaPolicy(
  db: Queryable,
  purpose: CaptchaPurpose,
  name: string,
  now: Date,
): Promise<CaptchaKind> {
  switch (purpose) {
    case 1:
      return 'slider';
    case 2:
    case 3:
      return 'graphic';
    case 4: {
      if (name.trim() === '') return 'graphic';
      const failures = await countFailedPasswords(db, name, new Date(now.getTime() - FAILED_LOGIN_WINDOW_MS));
      return failures >= SLIDER_AFTER_FAILED_LOGINS ? 'slider' : 'graphic';
    }
  }
}
