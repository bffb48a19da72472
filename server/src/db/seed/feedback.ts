import type { FeedbackType } from 'shared/contract';
import type { Queryable } from '../database';

const HOUR_MS = 60 * 60 * 1000;

interface TicketSeed {
  type: FeedbackType;
  content: string;
  status: 'pending' | 'replied' | 'closed';
  hoursAgo: number;
  reply: { content: string; hoursAgo: number; read: boolean };
}

/**
 * demo888's feedback: the sports-settlement question whose unread reply the seeded 'fd' letter
 * announces (demo-v1), and an older suggestion, answered, read and closed. One open ticket leaves
 * room for four more before the open-ticket limit.
 */
const DEMO_TICKETS: readonly TicketSeed[] = [
  {
    type: 'suggestion',
    content: '希望APP能增加夜间模式，晚上看比赛的时候页面太亮了，眼睛很不舒服。',
    status: 'closed',
    hoursAgo: 100,
    reply: {
      content: '您好，感谢您的建议！夜间模式已列入开发计划，上线后将第一时间通知您。',
      hoursAgo: 96,
      read: true,
    },
  },
  {
    type: 'bet',
    content: '昨晚投注的英超比赛早就结束了，我的体育注单到现在还没有结算，请帮忙查一下是什么原因。',
    status: 'replied',
    hoursAgo: 34,
    reply: {
      content: '您好，该场比赛官方赛果核对延迟，您的注单将于今日内完成结算，请耐心等待，给您带来不便敬请谅解。',
      hoursAgo: 30,
      read: false,
    },
  },
];

export async function seedFeedback(tx: Queryable, now: Date): Promise<void> {
  const [demo] = await tx.query<{ id: number }>(`select id from members where username = 'demo888'`);
  if (demo === undefined) return;
  const at = (hoursAgo: number): Date => new Date(now.getTime() - hoursAgo * HOUR_MS);
  for (const ticket of DEMO_TICKETS) {
    const [row] = await tx.query<{ id: number }>(
      // Answered tickets were opened by support when they were answered: no unread marker on the desk.
      `insert into feedback_tickets (member_id, type, content, status, created_at, updated_at, support_seen_at) values ($1, $2, $3, $4, $5, $6, $6) returning id`,
      [demo.id, ticket.type, ticket.content, ticket.status, at(ticket.hoursAgo), at(ticket.reply.hoursAgo)],
    );
    if (row === undefined) throw new Error('seeding a feedback ticket returned no id');
    const replied = at(ticket.reply.hoursAgo);
    await tx.query(
      `insert into feedback_replies (ticket_id, author, content, created_at, read_at) values ($1, 'support', $2, $3, $4)`,
      [row.id, ticket.reply.content, replied, ticket.reply.read ? new Date(replied.getTime() + HOUR_MS) : null],
    );
  }
}
