/** The support agent's canned answers, picked by the first topic whose keywords the question contains. */
const TOPICS: readonly { keywords: readonly string[]; reply: string }[] = [
  {
    keywords: ['充值', '存款', '入款'],
    reply:
      '您好，充值请点击页面右上角的「充值」，选择支付方式并输入金额，按提示完成支付即可，一般 1-3 分钟到账。若超过 10 分钟仍未到账，请把订单号发给我，我马上为您核实。',
  },
  {
    keywords: ['提款', '提现', '取款', '出款'],
    reply:
      '您好，提款前请先绑定银行卡并设置提款密码，然后在「提款」页面输入金额提交即可，审核通过后一般 30 分钟内到账。每日提款次数以您的 VIP 等级为准。',
  },
  {
    keywords: ['密码'],
    reply:
      '您好，忘记登录密码可以在登录窗口点击「忘记密码」，通过已绑定的手机或邮箱找回；提款密码可在「账户设置」中修改或重置。为了账户安全，请不要把密码告诉任何人，包括客服。',
  },
  {
    keywords: ['优惠', '活动', '红利', '返水'],
    reply: '您好，最新的优惠请查看「优惠活动」页面，每个活动的参与条件和规则都写在活动详情里，符合条件后可在活动页申请，部分活动会自动发放。',
  },
];

/** What the agent answers to one question. */
export function agentReply(question: string, agentName: string): string {
  const topic = TOPICS.find((t) => t.keywords.some((k) => question.includes(k)));
  if (topic !== undefined) return topic.reply;
  return `您好，我是${agentName}，已收到您的消息，正在为您查询，请稍候。在线客服服务时间为每天 09:00 至次日 02:00，其他时间请留言，我们会尽快回复您。`;
}
