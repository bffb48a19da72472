import { describe, expect, it } from 'vitest';
import { DELIVERY_REMOTES_PATH, deliveryRemotesSchema } from 'shared/contract';
import {
  consoleAuditLog,
  consoleReleaseChange,
  consoleReleaseHistory,
  consoleReleaseUnpin,
} from 'shared/contract/console';
import { consoleCall, consoleOk } from '../../testing/console-calls';
import { consoleDeskApp } from '../../testing/console-desk-app';
import { publishBuild } from '../../testing/federated-build';

const desk = consoleDeskApp(['release', 'admin', 'support']);

const target = { siteId: '3', remote: 'chat' } as const;

async function delivered() {
  const response = await desk.t.app.inject({
    method: 'GET',
    url: DELIVERY_REMOTES_PATH,
    query: { site: target.siteId, visitor: 'visitor-unpin' },
  });
  return deliveryRemotesSchema.parse(response.json()).remotes;
}

describe("removing a brand's pin of a remote", () => {
  it('refuses other roles (8002) and a remote the brand does not pin (8095), changing nothing', async () => {
    expect((await consoleCall(desk.t.app, consoleReleaseUnpin, target, desk.token.support)).envelope.status_code).toBe(
      8002,
    );
    const answer = await consoleCall(desk.t.app, consoleReleaseUnpin, target, desk.token.release);
    expect(answer.envelope.status_code).toBe(8095);
    expect(answer.envelope.message).toBe('该品牌没有固定这个子应用的版本');
  });

  it('removes the pin and its canary: the brand config address serves again, with one history and one audit row', async () => {
    const publish = (text: string) => publishBuild(desk.t.app, desk.token.release, 'chat', text);
    const [stable, canary] = [await publish('unpin stable'), await publish('unpin canary')];
    await consoleOk(
      desk.t.app,
      consoleReleaseChange,
      { action: 'pin', ...target, version: stable },
      desk.token.release,
    );
    await consoleOk(
      desk.t.app,
      consoleReleaseChange,
      { action: 'canary', ...target, version: canary, percent: 30 },
      desk.token.release,
    );
    expect(Object.keys(await delivered())).toEqual(['chat']);

    expect(await consoleOk(desk.t.app, consoleReleaseUnpin, target, desk.token.release)).toEqual(target);
    expect(await delivered()).toEqual({});

    const history = await consoleOk(
      desk.t.app,
      consoleReleaseHistory,
      { siteId: target.siteId, pageNum: 1, pageSize: 1 },
      desk.token.release,
    );
    expect(history.list[0]).toMatchObject({
      action: 'unpin',
      remote: 'chat',
      stableVersion: null,
      canaryVersion: null,
      canaryPercent: 0,
      operatorName: 'release',
      figures: null,
    });
    const audit = await consoleOk(
      desk.t.app,
      consoleAuditLog,
      { pageNum: 1, pageSize: 5, action: 'release.unpin' },
      desk.token.admin,
    );
    expect(audit.list).toHaveLength(1);
    expect(audit.list[0]).toMatchObject({ operatorName: 'release', target: 'pin:3:chat', after: null });
    expect(audit.list[0]?.before).toMatchObject({ stableVersion: stable, canaryVersion: canary, canaryPercent: 30 });

    // Gone: a second removal finds nothing to remove.
    expect((await consoleCall(desk.t.app, consoleReleaseUnpin, target, desk.token.admin)).envelope.status_code).toBe(
      8095,
    );
  });
});
