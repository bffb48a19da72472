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
  ['bractivity', '欧洲杯冠军竞猜开启', '竞猜冠军赢取888万彩金，立即参与！', 72, false],
  ['notice', '提款成功通知', '您申请的500.00元提款已出款，请留意银行卡到账信息。', 120, true],
  ['brbulletin', '新版APP上线', '全新APP支持指纹登录与一键转账，欢迎下载体验。', 200, true],
];

/** demo888 starts with six unread letters across six counters, plus two already read. */
export async function seedLetters(tx: Queryable, demoMemberId: number, now: Date): Promise<void> {
  await insertRows(
    tx,
    'letters',
    ['member_id', 'category', 'title', 'content', 'created_at', 'read_at'],
    DEMO_LETTERS.map(([category, title, content, hoursAgo, read]) => {
      const created = new Date(now.getTime() - hoursAgo * HOUR_MS);
      return [demoMemberId, category, title, content, created, read ? new Date(created.getTime() + HOUR_MS) : null];
    }),
  );
}
