import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

type SponsorSeed = [
  id: number,
  title: string,
  partner: string,
  period: string,
  tagline: string,
  html: string,
  sort: number,
];

/** The flagship brand's sponsorships (SPEC §2 /sponsor), newest first by sort. Demo content. */
export const SPONSORSHIPS: readonly SponsorSeed[] = [
  [
    1,
    '英超阿斯顿维拉足球俱乐部官方亚洲合作伙伴',
    '阿斯顿维拉足球俱乐部',
    '2024/25 - 2026/27 赛季',
    '官方亚洲合作伙伴',
    '<p>星耀体育荣幸成为<b>阿斯顿维拉足球俱乐部</b>官方亚洲区博彩合作伙伴。合作期内，星耀品牌将出现在维拉公园球场的LED广告板与训练装备上。</p><p>会员可参与<b>球队主场观赛之旅</b>抽奖，并在赛季期间享受维拉相关赛事的专属加赔活动。</p>',
    1,
  ],
  [
    2,
    '澳大利亚国家篮球联赛（NBL）官方区域赞助商',
    '澳大利亚国家篮球联赛',
    '2025 - 2027 赛季',
    'NBL 官方区域赞助商',
    '<p>星耀体育与<b>澳大利亚国家篮球联赛</b>达成三个赛季的区域赞助协议，成为联赛在亚洲地区的官方博彩赞助商。</p><p>赛季期间平台提供NBL全场次<b>滚球投注</b>与高清动画直播，常规赛每轮设有串关加奖。</p>',
    2,
  ],
  [
    3,
    'LGD电子竞技俱乐部主赞助商',
    'LGD电子竞技俱乐部',
    '2025年1月 - 2026年12月',
    '电竞战队主赞助商',
    '<p>星耀体育正式成为<b>LGD电子竞技俱乐部</b>主赞助商，支持战队征战DOTA2与英雄联盟国际赛事。</p><p>赞助期间，星耀会员可获得<b>战队签名周边</b>抽奖资格，并参与国际邀请赛期间的竞猜活动。</p>',
    3,
  ],
  [
    4,
    '澳门国际马拉松指定合作伙伴',
    '澳门国际马拉松',
    '2024年12月 - 2025年12月',
    '城市马拉松指定合作伙伴',
    '<p>星耀体育作为<b>澳门国际马拉松</b>指定合作伙伴，为赛事提供补给站与志愿者服务支持，倡导健康生活方式。</p><p>我们亦邀请会员报名<b>欢乐跑</b>组别，完赛即可领取星耀限定奖牌。</p>',
    4,
  ],
];

export async function seedSponsorships(tx: Queryable): Promise<void> {
  await insertRows(
    tx,
    'sponsorships',
    ['id', 'title', 'partner', 'period', 'tagline', 'content_html', 'sort'],
    SPONSORSHIPS.map(([id, title, partner, period, tagline, html, sort]) => [
      id,
      title,
      partner,
      period,
      tagline,
      html,
      sort,
    ]),
  );
}
