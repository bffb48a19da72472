import type { introTutorial, ResponseOf } from 'shared/contract';

type Tutorial = ResponseOf<typeof introTutorial>;

/**
 * The new-player guide of /mine/introTutorial (SPEC §2): the same for every member and brand, so it
 * is a constant of the server rather than a table nobody edits.
 */
export const INTRO_TUTORIAL: Tutorial = {
  sections: [
    {
      key: 'register',
      title: '注册与登录',
      steps: [
        { title: '打开注册页面', text: '点击首页右上角的“注册”，进入会员注册页面。' },
        { title: '填写账号与密码', text: '账号为4-11位字母与数字组合且以字母开头，密码为8-12位，请牢记您的登录密码。' },
        { title: '完成安全验证', text: '按提示拖动滑块完成验证，勾选同意用户协议后提交，注册成功会自动登录。' },
        {
          title: '完善个人资料',
          text: '登录后进入“我的-个人资料”，填写真实姓名、性别和出生日期，并绑定手机号，保障账户安全。',
        },
      ],
    },
    {
      key: 'deposit',
      title: '存款',
      steps: [
        { title: '进入存款页面', text: '在“我的”页面点击“存款”，查看当前可用的支付方式。' },
        { title: '选择支付方式与金额', text: '选择银行卡、支付宝或USDT等方式，输入不低于最低限额的存款金额。' },
        { title: '按订单完成付款', text: '提交后请在订单有效时间内按页面信息完成付款，付款金额须与订单一致。' },
        { title: '等待到账', text: '付款完成后一般数分钟内到账，可在“交易记录”中查看订单状态。' },
      ],
    },
    {
      key: 'transfer',
      title: '额度转换',
      steps: [
        { title: '了解中心钱包', text: '存款进入中心钱包，进入各游戏场馆前需要把额度转入对应场馆钱包。' },
        { title: '开启自动转账', text: '在“额度转换”页面开启自动转账后，进入游戏时余额会自动转入该场馆。' },
        { title: '手动转入转出', text: '关闭自动转账时，可选择场馆并输入金额，手动转入或转出额度。' },
        { title: '一键回收', text: '点击“一键回收”可将所有场馆的余额转回中心钱包，方便取款。' },
      ],
    },
    {
      key: 'sports',
      title: '投注体育',
      steps: [
        { title: '选择赛事', text: '进入“体育”，按滚球、今日或早盘筛选联赛与比赛。' },
        { title: '添加投注选项', text: '点击赔率即可加入投注单，同一注单最多可组合多个不同比赛的选项。' },
        { title: '输入金额并确认', text: '在投注单中输入投注金额，确认可赢金额后点击“投注”。' },
        { title: '查看注单', text: '滚球注单需等待短暂确认，可在“投注记录”中查看注单状态与结算结果。' },
      ],
    },
    {
      key: 'games',
      title: '进入游戏',
      steps: [
        { title: '选择场馆', text: '在首页或游戏大厅选择真人、电子、棋牌、捕鱼等分类下的场馆。' },
        { title: '搜索与收藏', text: '电子游戏可按名称搜索，点击星标收藏常玩的游戏，方便下次进入。' },
        { title: '进入游戏', text: '点击游戏即可进入，开启自动转账时余额会自动转入该场馆。' },
      ],
    },
    {
      key: 'withdraw',
      title: '取款',
      steps: [
        {
          title: '绑定收款账户',
          text: '首次取款前请先绑定手机号、完善真实姓名，并添加与姓名一致的银行卡或其他收款账户。',
        },
        { title: '设置取款密码', text: '在“安全中心”设置6位数字取款密码，取款时需要输入。' },
        { title: '提交取款申请', text: '进入“取款”，选择收款账户并输入金额，完成流水要求后即可提交。' },
        { title: '等待审核到账', text: '取款经审核后发放，可在“交易记录”中查看进度，如有疑问请联系在线客服。' },
      ],
    },
  ],
};
