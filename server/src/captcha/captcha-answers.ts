import type { Queryable } from '../db/database';

/**
 * The answer of a captcha this server issued: the graphic code's text, or the reference slider's
 * hole position. Only the test-only endpoint and in-process test helpers read it, so suites can log
 * in through real captchas.
 */
export async function findCaptchaAnswer(db: Queryable, id: string): Promise<{ text: string } | { x: number } | null> {
  const graphic = await db.query<{ answer: string }>(`select answer from captchas where id = $1 and kind = 'graphic'`, [
    id,
  ]);
  if (graphic[0] !== undefined) return { text: graphic[0].answer };
  const slider = await db.query<{ targetX: number }>(
    'select target_x as "targetX" from slider_challenges where lot_number = $1',
    [id],
  );
  return slider[0] === undefined ? null : { x: slider[0].targetX };
}
