import { serviceFactValues } from 'shared/contract';
import { SUPPORT_HOURS_TEXT } from '../../chat/support-hours';
import type { SupportBot } from '../../outside-world/support-bot';

const facts = serviceFactValues();

/**
 * The support agent's canned answers, picked by the first topic whose keywords the question contains.
 * A page or button is named in 「」 exactly as the site labels it (agent-replies.test checks them
 * against the locales); times come from SERVICE_FACTS, as on the footer and the withdraw page.
 */
export const AGENT_TOPICS: readonly { keywords: readonly string[]; reply: string }[] = [
  {
    keywords: ['充值', '存款', '入款'],
    reply: `您好，充值请点击页面右上角的「存款」，选择支付方式并输入金额，按提示完成支付即可，平均${facts.deposit}分钟到账。若超过 10 分钟仍未到账，请把订单号发给我，我马上为您核实。`,
  },
  {
    keywords: ['提款', '提现', '取款', '出款'],
    reply: `您好，提款前请先在「安全中心」绑定手机号码并完善真实姓名，再添加银行卡并设置提款密码，然后点击页面右上角的「取款」，输入金额提交即可，审核通过后平均${facts.payout}分钟到账。每日提款次数以您的 VIP 等级为准。`,
  },
  {
    keywords: ['密码'],
    reply:
      '您好，忘记登录密码可以在登录窗口点击「忘记密码」，通过已绑定的手机或邮箱找回；提款密码可在「取款」页面点击「重置提款密码」，通过已绑定的手机重置。为了账户安全，请不要把密码告诉任何人，包括客服。',
  },
  {
    keywords: ['优惠', '活动', '红利', '返水'],
    reply:
      '您好，最新的优惠请查看「优惠活动」页面，每个活动的参与条件和规则都写在活动详情里，符合条件后可在活动页申请，部分活动会自动发放。',
  },
];

/** The answer to a question no topic matches. */
export function fallbackReply(agentName: string): string {
  return `您好，我是${agentName}，已收到您的消息，正在为您查询，请稍候。在线客服服务时间为${SUPPORT_HOURS_TEXT}，您也可以随时留言。`;
}

/** What the agent answers to one question. */
export function agentReply(question: string, agentName: string): string {
  const topic = AGENT_TOPICS.find((t) => t.keywords.some((k) => question.includes(k)));
  return topic !== undefined ? topic.reply : fallbackReply(agentName);
}

/** The canned support bot: answers at once from AGENT_TOPICS. */
export const cannedSupportBot: SupportBot = {
  async answer(question, agentName) {
    return agentReply(question, agentName);
  },
};
