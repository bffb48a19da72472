/** Open chat sockets per client address, up to a cap: a crowd of sockets from one address is refused. */
export class SocketsByAddress {
  private readonly counts = new Map<string, number>();

  constructor(private readonly cap: number) {}

  /** Counts a new socket of `address`; false (not counted) when the address is at its cap. */
  admit(address: string): boolean {
    const count = this.counts.get(address) ?? 0;
    if (count >= this.cap) return false;
    this.counts.set(address, count + 1);
    return true;
  }

  /** A socket of `address` closed. */
  release(address: string): void {
    const count = (this.counts.get(address) ?? 0) - 1;
    if (count > 0) this.counts.set(address, count);
    else this.counts.delete(address);
  }
}
