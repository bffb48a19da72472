import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { applyBalanceChange } from '../../wallet/ledger';
import type { SportsBook } from '../book/sports-book';
import { TICKET_COLUMNS, type LegRow, type TicketRow } from '../store/ticket-rows';
import { delayVerdict } from './delay-check';

/**
 * Decides in-play tickets once their delay is over (SPEC §4 "delay", pending confirmation): accepted
 * when the bet still stands, otherwise rejected with the reason and the stake refunded in the same
 * transaction. Driven by the engine's tick and by ticketStatus reads, never by a client's polling
 * alone; tickets left in delay by a restart are loaded and decided too.
 */
export class DelayResolver {
  private readonly due = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly book: SportsBook,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  schedule(ticketId: string, dueMs: number): void {
    this.due.set(ticketId, dueMs);
  }

  async load(): Promise<void> {
    const rows = await this.db.query<{ ticket_id: string; confirm_at: Date }>(
      `select ticket_id, confirm_at from sports_tickets where status = 'delay'`,
    );
    for (const row of rows) this.schedule(row.ticket_id, row.confirm_at.getTime());
  }

  /** Starts deciding every ticket whose delay is over; failures are logged and retried on the next tick. */
  resolveDue(nowMs: number): void {
    for (const [ticketId, dueMs] of this.due) {
      if (dueMs <= nowMs)
        void this.resolve(ticketId).catch((error: unknown) =>
          this.log.error({ err: error, ticketId }, 'deciding a delayed sports bet failed'),
        );
    }
  }

  /** Decides those of `ticketIds` that are due, and waits for it (ticketStatus answers with the outcome). */
  async resolveIfDue(ticketIds: readonly string[], nowMs: number): Promise<void> {
    await Promise.all(
      ticketIds.filter((id) => (this.due.get(id) ?? Number.POSITIVE_INFINITY) <= nowMs).map((id) => this.resolve(id)),
    );
  }

  get pending(): number {
    return this.due.size;
  }

  resolve(ticketId: string): Promise<void> {
    const running = this.inFlight.get(ticketId);
    if (running !== undefined) return running;
    const work = this.decide(ticketId).finally(() => this.inFlight.delete(ticketId));
    this.inFlight.set(ticketId, work);
    return work;
  }

  private async decide(ticketId: string): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (tx) => {
      const [ticket] = await tx.query<TicketRow>(
        `select ${TICKET_COLUMNS} from sports_tickets where ticket_id = $1 and status = 'delay' for update`,
        [ticketId],
      );
      if (ticket === undefined) return;
      const legs = await tx.query<LegRow>('select * from sports_ticket_legs where ticket_id = $1 order by position', [
        ticketId,
      ]);
      const reason = delayVerdict(this.book, legs);
      if (reason === null) {
        await tx.query(
          `update sports_tickets set status = 'accepted', decided_at = $2 where ticket_id = $1 and status = 'delay'`,
          [ticketId, now],
        );
        return;
      }
      const rejected = await tx.query(
        `update sports_tickets set status = 'rejected', reject_reason = $2, decided_at = $3 where ticket_id = $1 and status = 'delay' returning ticket_id`,
        [ticketId, reason, now],
      );
      if (rejected.length === 0) return;
      await applyBalanceChange(
        tx,
        {
          memberId: ticket.member_id,
          venueId: null,
          kind: 'bet_refund',
          amountFen: ticket.stake_fen,
          requestId: `refund:${ticketId}`,
          remark: `体育注单 ${ticketId} 未被接受，退还本金`,
        },
        now,
      );
    });
    this.due.delete(ticketId);
  }
}
