import { describe, expect, it } from 'vitest';
import { InProcessFanOut } from './fan-out';

describe('InProcessFanOut', () => {
  it('delivers a message to every listener of its channel only, after the publishing call returned', async () => {
    const bus = new InProcessFanOut();
    const heard: string[] = [];
    await bus.subscribe('feed', (m) => heard.push(`one:${m}`));
    await bus.subscribe('feed', (m) => heard.push(`two:${m}`));
    await bus.subscribe('chat', (m) => heard.push(`chat:${m}`));
    const published = bus.publish('feed', 'x');
    expect(heard).toEqual([]);
    await published;
    await Promise.resolve();
    expect(heard).toEqual(['one:x', 'two:x']);
  });

  it('stops delivering to a listener that unsubscribed, and to everyone once closed', async () => {
    const bus = new InProcessFanOut();
    const heard: string[] = [];
    const stop = await bus.subscribe('feed', (m) => heard.push(`a:${m}`));
    await bus.subscribe('feed', (m) => heard.push(`b:${m}`));
    stop();
    await bus.publish('feed', '1');
    await Promise.resolve();
    await bus.close();
    await bus.publish('feed', '2');
    await Promise.resolve();
    expect(heard).toEqual(['b:1']);
  });
});
