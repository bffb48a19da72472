import { beijingAt } from '../../time/beijing';
import type { Queryable } from '../database';
import { insertRows } from './insert-rows';

interface NoticeSeed {
  id: number;
  title: string;
  html: string;
  /** Beijing days before (negative) or after the seed day, and hour of publication. */
  day: number;
  hour: number;
}

const NOTICES: readonly NoticeSeed[] = [
  {
    id: 1,
    title: '关于春节期间存取款到账时间的说明',
    html: '<p>尊敬的会员：</p><p>春节期间银行系统处理量较大，<b>人民币存款</b>到账时间可能延长至<b>30分钟</b>，提款审核时间延长至<b>2小时</b>。如超时未到账，请联系<a href="/app/help/zxkf">在线客服</a>处理。</p><p>祝您新春快乐，万事如意！</p>',
    day: -40,
    hour: 10,
  },
  {
    id: 2,
    title: '系统维护公告',
    html: '<p>为提供更优质的服务，本平台将于<b>每周三 13:00-15:00</b>进行例行维护，维护期间体育投注与存取款暂停，其他游戏不受影响。</p><p>给您带来的不便，敬请谅解。</p>',
    day: -35,
    hour: 9,
  },
  {
    id: 3,
    title: '谨防诈骗，保护账户安全',
    html: '<p>近期发现有不法分子冒充本平台客服，以“账户异常”“代为操作”为由索要验证码。</p><p><b>本平台工作人员不会向您索要密码或验证码</b>，请勿相信任何私下转账要求，官方客服仅通过<a href="/app/help/zxkf">在线客服</a>提供服务。</p>',
    day: -30,
    hour: 15,
  },
  {
    id: 4,
    title: '新版APP正式上线',
    html: '<p>星耀全新APP已正式上线，支持<b>指纹与面容登录</b>、赛事直播画中画和一键转账。</p><p>前往<a href="/download">APP下载</a>页面扫码即可安装。</p>',
    day: -26,
    hour: 11,
  },
  {
    id: 5,
    title: '关于完善实名信息的通知',
    html: '<p>根据风控要求，首次提款前需完成<b>真实姓名</b>与<b>手机号</b>绑定，真实姓名须与收款银行卡开户名一致。</p><p>请前往“个人中心 - 账户安全”完善资料。</p>',
    day: -22,
    hour: 14,
  },
  {
    id: 6,
    title: 'AG真人视讯场馆升级完成',
    html: '<p>AG真人视讯已完成服务器升级，新增<b>极速百家乐</b>与<b>多台同开</b>功能，画面更清晰，开牌更流畅。</p>',
    day: -18,
    hour: 16,
  },
  {
    id: 7,
    title: '欧冠联赛特别投注规则',
    html: '<p>本赛季欧冠淘汰赛所有盘口以<b>90分钟常规时间</b>（含伤停补时）赛果为准，加时赛与点球大战不计入，晋级盘口除外。</p><p>详细规则请参阅<a href="/app/help/gztk">规则与条款</a>。</p>',
    day: -14,
    hour: 12,
  },
  {
    id: 8,
    title: '提款须知',
    html: '<p>单笔提款最低<b>100元</b>，最高<b>50万元</b>，每日可提款<b>10次</b>。</p><p>提款前请确认存款已完成<b>1倍有效流水</b>，未达到流水要求的款项将无法提交。</p>',
    day: -10,
    hour: 10,
  },
  {
    // Deliberately hostile markup, as if injected through the operator back office: the client must
    // sanitise notice HTML, and this row lets e2e prove that the script never runs.
    id: 9,
    title: '关于近期仿冒网站的风险提示',
    html: '<p>请认准官方网址，切勿在仿冒网站输入账号密码。</p><script>window.__noticeXss = true; alert("xss")</script><p>如有疑问请咨询客服。</p>',
    day: -7,
    hour: 18,
  },
  {
    id: 10,
    title: '电竞赛事延期结算说明',
    html: '<p>受赛事官方技术故障影响，部分<b>英雄联盟</b>比赛延期进行，相关注单将在赛果公布后24小时内结算。</p><img src="x" onerror="window.__noticeXss = true; alert(\'xss\')">',
    day: -5,
    hour: 20,
  },
  {
    id: 11,
    title: 'VIP晋级礼金发放公告',
    html: '<p>本月VIP晋级礼金已全部发放至会员中心钱包，请前往<a href="/mine/vip">VIP中心</a>查看。</p><p><b>VIP3</b>及以上会员可享专属客服与<b>提款优先审核</b>。</p>',
    day: -3,
    hour: 9,
  },
  {
    id: 12,
    title: '支付宝存款通道恢复通知',
    html: '<p>支付宝存款通道已恢复正常，单笔<b>100-50000元</b>，到账时间约<b>1-3分钟</b>。</p>',
    day: -1,
    hour: 17,
  },
  {
    id: 13,
    title: '世界杯预选赛竞猜活动开启',
    html: '<p>世界杯亚洲区预选赛竞猜活动现已开启，参与即有机会赢取<b>最高8888元</b>彩金！</p><p>详情请查看<a href="/activity/discount">优惠活动</a>。</p>',
    day: 0,
    hour: 0,
  },
  {
    // Scheduled for later: hidden until its publish time, proving the filter.
    id: 14,
    title: '双十一存款加赠活动预告',
    html: '<p>双十一当天存款即享<b>额外11%</b>加赠，敬请期待！</p>',
    day: 3,
    hour: 10,
  },
];

export async function seedNotices(tx: Queryable, now: Date): Promise<void> {
  await insertRows(
    tx,
    'notices',
    ['id', 'title', 'content_html', 'publish_time'],
    NOTICES.map((n) => [n.id, n.title, n.html, beijingAt(now, n.day, n.hour)]),
  );
}
