import type { SportMatch } from 'shared/contract';
import { isHalfTimePlay } from '../../lib/plays';

/**
 * A match's gameId and its half-time id (hgid) both ways: the feed may price a half-time play on
 * either, and the selection key of a half-time play carries hgid.
 */
export class HalfTimeIds {
  private readonly halfIdOf = new Map<string, string>();
  private readonly ownerOfHalf = new Map<string, string>();

  note(match: SportMatch): void {
    if (!match.hgid || match.hgid === match.gameId) return;
    this.halfIdOf.set(match.gameId, match.hgid);
    this.ownerOfHalf.set(match.hgid, match.gameId);
  }

  /** The id a price of play `w` heard on `gameId` is keyed on. */
  keyId(gameId: string, w: string): string {
    return isHalfTimePlay(w) ? (this.halfIdOf.get(gameId) ?? gameId) : gameId;
  }

  /** The match (gameId) an id belongs to. */
  owner(id: string): string {
    return this.ownerOfHalf.get(id) ?? id;
  }

  forget(gameId: string): void {
    const hgid = this.halfIdOf.get(gameId);
    if (hgid) this.ownerOfHalf.delete(hgid);
    this.halfIdOf.delete(gameId);
  }

  clear(): void {
    this.halfIdOf.clear();
    this.ownerOfHalf.clear();
  }
}
