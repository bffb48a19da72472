/**
 * Words the answer to a member's or guest's question in a support room when no person answers.
 * The stand-in (stand-ins/support-bot) picks a canned reply by keyword; an operator plugs in a
 * help-desk bot or a human agents' queue. The platform stores and delivers the answer itself.
 */
export interface SupportBot {
  /** The answer, signed as `agentName` (the site's support agent, chat_agents). */
  answer(question: string, agentName: string): Promise<string>;
}
