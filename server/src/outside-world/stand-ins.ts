import { logMessageSender } from '../stand-ins/message-outbox';
import { cannedSupportBot } from '../stand-ins/support-bot';
import type { OutsideWorld } from './outside-world';

/** The outside world as configured: what `given` names, a stand-in for the rest. */
export function withStandIns(given: Partial<OutsideWorld>): OutsideWorld {
  return {
    messages: given.messages ?? logMessageSender,
    supportBot: given.supportBot ?? cannedSupportBot,
  };
}
