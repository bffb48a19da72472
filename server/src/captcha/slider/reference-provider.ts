import { randomInt } from 'node:crypto';
import { CAPTCHA_TTL_SECONDS, ResponseCode, type SliderProof } from 'shared/contract';
import type { Queryable } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { newCaptchaId } from '../captcha-ids';
import { checkProof, signProof } from './proof';
import type { ProofVerdict, SliderAttempt, SliderChallenge, SliderProvider } from './provider';
import { PIECE_SIZE, renderSliderImages, SLIDER_HEIGHT, SLIDER_WIDTH } from './scene';
import { judgeDrag } from './track';

export const SLIDER_FAILED = '验证失败，请重试';
export const SLIDER_EXPIRED = '验证已过期，请重新验证';

/** The hole never sits where the piece starts (x = 0), so every solution needs a real drag. */
const MIN_TARGET_X = PIECE_SIZE + 20;
const MAX_TARGET_X = SLIDER_WIDTH - PIECE_SIZE - 6;
const EDGE = 8;

/** The slider provider of this server: challenges in slider_challenges, proofs signed with `secret`. */
export function createReferenceSliderProvider(db: Queryable, secret: string): SliderProvider {
  return {
    async issue(now: Date): Promise<SliderChallenge> {
      const lotNumber = newCaptchaId();
      const targetX = randomInt(MIN_TARGET_X, MAX_TARGET_X + 1);
      const pieceY = randomInt(EDGE, SLIDER_HEIGHT - PIECE_SIZE - EDGE + 1);
      await db.query(
        'insert into slider_challenges (lot_number, target_x, created_at, expires_at) values ($1, $2, $3, $4)',
        [lotNumber, targetX, now, new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000)],
      );
      const images = renderSliderImages(targetX, pieceY);
      return {
        lot_number: lotNumber,
        ...images,
        width: SLIDER_WIDTH,
        height: SLIDER_HEIGHT,
        pieceSize: PIECE_SIZE,
        pieceY,
      };
    },

    async verify(attempt: SliderAttempt, now: Date): Promise<SliderProof> {
      // Spent before it is judged: a failed drag must not be retried against the same picture.
      const rows = await db.query<{ targetX: number; expiresAt: Date }>(
        `update slider_challenges set attempted_at = $2 where lot_number = $1 and attempted_at is null
         returning target_x as "targetX", expires_at as "expiresAt"`,
        [attempt.lot_number, now],
      );
      const challenge = rows[0];
      if (challenge === undefined || challenge.expiresAt.getTime() <= now.getTime()) {
        throw new DomainError(ResponseCode.AUTHENTICATION_CODE_EXPIRED, SLIDER_EXPIRED);
      }
      if (judgeDrag(attempt.x, challenge.targetX, attempt.track) !== 'human') {
        throw new DomainError(ResponseCode.AUTHENTICATION_CODE_ERROR, SLIDER_FAILED);
      }
      await db.query('update slider_challenges set passed_at = $2 where lot_number = $1', [attempt.lot_number, now]);
      return signProof(secret, attempt.lot_number, now);
    },

    async redeem(proof: SliderProof, now: Date): Promise<ProofVerdict> {
      const verdict = checkProof(secret, proof, now);
      if (verdict !== 'valid') return verdict;
      const rows = await db.query<{ lotNumber: string }>(
        `update slider_challenges set redeemed_at = $2
          where lot_number = $1 and passed_at is not null and redeemed_at is null
         returning lot_number as "lotNumber"`,
        [proof.lot_number, now],
      );
      return rows.length > 0 ? 'valid' : 'spent';
    },
  };
}
