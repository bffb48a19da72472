import type { LetterCategory } from '../../letters/unread';
import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

const HOUR_MS = 60 * 60 * 1000;

/** [category, title, content, hours ago, read] */
type LetterSeed = [LetterCategory, string, string, number, boolean];

const DEMO_LETTERS: readonly LetterSeed[] = [
  ['notice', '存款到账通知', '您于今日提交的1000.00元存款已成功到账，请查收。', 2, false],
  ['notice', '账户安全提醒', '您的账户于新设备登录，如非本人操作请立即修改密码。', 20, false],
  ['activity', '首存红利已发放', '恭喜您获得首存送100%活动红利888.00元，完成1倍流水即可提款。', 26, false],
  ['fd', '意见反馈已回复', '您反馈的“体育注单结算延迟”问题客服已回复，请前往意见反馈查看。', 30, false],
  ['brnotice', '系统维护通知', '本周三13:00-15:00例行维护，期间体育投注暂停。', 48, false],
  ['bractivity', '欧洲杯投注冲榜赛开启', '活动期间有效投注前10名瓜分8万元彩金，立即参与！', 72, false],
  ['notice', '提款成功通知', '您申请的500.00元提款已出款，请留意银行卡到账信息。', 120, true],
  ['brbulletin', '新版APP上线', '全新APP支持指纹登录与一键转账，欢迎下载体验。', 200, true],
];

/**
 * For the message centre: with DEMO_LETTERS demo888 has letters of every category,
 * more than one page of ten, and read ones among them.
 */
const MORE_DEMO_LETTERS: readonly LetterSeed[] = [
  ['brmatch', '英超焦点战前瞻', '曼联 vs 切尔西 本周六晚开赛，滚球盘口已开放，欢迎投注。', 6, false],
  ['brfd', '意见反馈功能升级', '意见反馈现已支持上传截图并附加近14天内的注单，问题处理更快捷。', 10, false],
  ['brbulletin', '防诈骗提示', '本平台客服不会索要您的密码或验证码，请勿向任何人透露。', 52, false],
  ['brmatch', '欧冠淘汰赛赛程公布', '欧冠16强对阵已出炉，首回合将于下周二开打。', 96, true],
  ['brfd', '客服服务时间调整', '在线客服现为7×24小时服务，意见反馈将在24小时内回复。', 150, true],
  ['notice', '登录密码修改成功', '您的登录密码已于今日修改，如非本人操作请立即联系客服。', 170, true],
  ['activity', '周末存款加赠', '周末存款即送10%加赠彩金，最高888元，次日自动派发。', 180, true],
  ['bractivity', 'VIP晋级礼金', '本月晋级VIP3即可领取晋级礼金188元。', 240, true],
  ['fd', '意见反馈已处理', '您反馈的“希望增加夜间模式”建议已收到，感谢您的宝贵意见。', 96, true],
];

/** What other demo accounts find in their box: a little of everything, one notice unread. */
const MEMBER_LETTERS: readonly LetterSeed[] = [
  ['notice', '欢迎加入', '欢迎您成为本站会员，完善个人资料并绑定手机号，可提升账户安全。', 1, false],
  ['brnotice', '系统维护通知', '本周三13:00-15:00例行维护，期间体育投注暂停。', 48, true],
  ['bractivity', '新人首存礼', '首次存款即送100%红利，最高888元。', 72, true],
];

/** Demo accounts of other checks; their seed steps run before this one (a name not found is skipped). */
const OTHER_MEMBERS = ['casino01', 'casino02', 'casino03', 'profile01', 'profile02'] as const;

async function insertLetters(
  tx: Queryable,
  memberId: number,
  letters: readonly LetterSeed[],
  now: Date,
): Promise<void> {
  await insertRows(
    tx,
    'letters',
    ['member_id', 'category', 'title', 'content', 'created_at', 'read_at'],
    letters.map(([category, title, content, hoursAgo, read]) => {
      const created = new Date(now.getTime() - hoursAgo * HOUR_MS);
      return [memberId, category, title, content, created, read ? new Date(created.getTime() + HOUR_MS) : null];
    }),
  );
}

/** demo888 starts with six unread letters across six counters, plus two already read. */
export async function seedLetters(tx: Queryable, demoMemberId: number, now: Date): Promise<void> {
  await insertLetters(tx, demoMemberId, DEMO_LETTERS, now);
}

/**
 * The message centre's letters: demo888 gets three more unread (brmatch, brfd,
 * brbulletin) and some read ones; the casino and profile members, where seeded, a small box each.
 */
export async function seedMemberLetters(tx: Queryable, now: Date): Promise<void> {
  const rows = await tx.query<{ id: number; username: string }>(
    `select id, username from members where username = any(string_to_array($1, ','))`,
    [['demo888', ...OTHER_MEMBERS].join(',')],
  );
  for (const { id, username } of rows)
    await insertLetters(tx, id, username === 'demo888' ? MORE_DEMO_LETTERS : MEMBER_LETTERS, now);
}
