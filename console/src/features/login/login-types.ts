import type { ResponseOf } from 'shared/contract';
import type { consoleLogin } from 'shared/contract/console';

export type { ConsoleSession } from 'shared/contract/console';
/** The password step's answer: a challenge for the code, with an enrolment secret on a first login. */
export type ResponseOfLogin = ResponseOf<typeof consoleLogin>;
