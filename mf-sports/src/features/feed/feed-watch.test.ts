import { describe, expect, it, vi } from 'vitest';
import { MAX_FEED_WATCH_IDS } from 'shared/contract';
import { FeedWatch } from './feed-watch';

describe('the feed watch', () => {
  it('watches everything until a snapshot lands, then the ids it showed', () => {
    const watch = new FeedWatch();
    expect(watch.current()).toBeNull();
    watch.beginRead();
    expect(watch.current()).toBeNull();
    watch.endRead(['g1', 'h1', 'g2']);
    expect(watch.current()).toEqual(['g1', 'h1', 'g2']);
  });

  it('widens while any read travels and narrows to the last landed page once none does', () => {
    const watch = new FeedWatch();
    watch.beginRead();
    watch.endRead(['g1']);
    watch.beginRead();
    watch.beginRead();
    expect(watch.current()).toBeNull();
    watch.endRead(['g2']);
    expect(watch.current()).toBeNull();
    // The second read failed: the page of the one that landed stands.
    watch.endRead(undefined);
    expect(watch.current()).toEqual(['g2']);
  });

  it('adds the held ids (the slip’s selections) until released, counting holders', () => {
    const watch = new FeedWatch();
    watch.beginRead();
    watch.endRead(['g1']);
    const release = watch.hold(['s1', 'g1']);
    const again = watch.hold(['s1']);
    expect(watch.current()).toEqual(['g1', 's1']);
    release();
    expect(watch.current()).toEqual(['g1', 's1']);
    again();
    expect(watch.current()).toEqual(['g1']);
  });

  it('watches everything when the page names more ids than a watch may carry', () => {
    const watch = new FeedWatch();
    watch.beginRead();
    watch.endRead(Array.from({ length: MAX_FEED_WATCH_IDS + 1 }, (_, i) => `g${i}`));
    expect(watch.current()).toBeNull();
  });

  it('tells its listeners only when the watched ids change', () => {
    const watch = new FeedWatch();
    const listener = vi.fn();
    watch.onChange(listener);
    watch.beginRead();
    expect(listener).not.toHaveBeenCalled();
    watch.endRead(['g1', 'g2']);
    expect(listener).toHaveBeenCalledTimes(1);
    watch.hold(['g2']);
    expect(listener).toHaveBeenCalledTimes(1);
    watch.beginRead();
    expect(listener).toHaveBeenCalledTimes(2);
    watch.endRead(['g2', 'g1']);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
