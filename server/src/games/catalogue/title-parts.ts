import type { Random } from '../../sports/random';
import type { Title } from './titles';

/**
 * Halves of slot titles in the style of the Asian market ("金龙" + "宝藏" = 金龙宝藏,
 * golden-dragon-treasure): a full e-game catalogue has a hundred games or more per vendor, more
 * than anyone would list by hand, and each half carries its own ascii code so every invented game
 * gets a readable gameCode.
 */
const SUBJECTS: readonly Title[] = [
  ['golden-dragon', '金龙'],
  ['caishen', '财神'],
  ['lucky-star', '福星'],
  ['lucky-cat', '招财猫'],
  ['panda', '熊猫'],
  ['qilin', '麒麟'],
  ['phoenix', '凤凰'],
  ['koi', '锦鲤'],
  ['golden-toad', '金蟾'],
  ['lion-dance', '舞狮'],
  ['mermaid', '美人鱼'],
  ['pharaoh', '法老'],
  ['thunder-god', '雷神'],
  ['pirate', '海盗'],
  ['viking', '维京'],
  ['samurai', '武士'],
  ['ninja', '忍者'],
  ['monkey-king', '齐天大圣'],
  ['cowboy', '牛仔'],
  ['fruit', '水果'],
  ['diamond', '钻石'],
  ['candy', '糖果'],
  ['frozen', '冰雪'],
  ['blazing', '烈焰'],
  ['jungle', '丛林'],
  ['wild', '狂野'],
  ['three-kingdoms', '三国'],
  ['water-margin', '水浒'],
  ['moon-goddess', '嫦娥'],
  ['atlantis', '亚特兰蒂斯'],
  ['maya', '玛雅'],
  ['christmas', '圣诞'],
  ['halloween', '万圣夜'],
  ['spring-festival', '新春'],
  ['golden-pig', '金猪'],
  ['white-tiger', '白虎'],
  ['dragon-king', '龙王'],
  ['god-of-wealth', '五路财神'],
  ['golden-ox', '金牛'],
  ['geisha', '艺伎'],
  ['wolf', '狼王'],
  ['eagle', '雄鹰'],
  ['buffalo', '野牛'],
  ['sphinx', '狮身人面'],
  ['olympus', '奥林匹斯'],
  ['vampire', '吸血鬼'],
  ['jade', '翡翠'],
  ['lotus', '莲花'],
];

const ENDINGS: readonly Title[] = [
  ['treasure', '宝藏'],
  ['legend', '传奇'],
  ['jackpot', '大奖'],
  ['carnival', '狂欢'],
  ['secrets', '秘境'],
  ['feast', '盛宴'],
  ['king', '之王'],
  ['riches', '财富'],
  ['link', '连环夺宝'],
  ['adventure', '冒险'],
  ['megaways', '万路'],
  ['temple', '神殿'],
  ['paradise', '乐园'],
  ['fortune', '好运'],
  ['gold', '黄金'],
  ['blessing', '赐福'],
  ['rush', '冲刺'],
  ['deluxe', '豪华版'],
];

/**
 * `count` distinct titles whose code and name are both not in `taken` (a venue's known games), in
 * the order `random` shuffles them: the same seed always gives the same catalogue.
 */
export function inventTitles(random: Random, count: number, taken: ReadonlySet<string>): Title[] {
  const pairs: Title[] = [];
  for (const [subjectCode, subjectName] of SUBJECTS) {
    for (const [endingCode, endingName] of ENDINGS) {
      const code = `${subjectCode}-${endingCode}`;
      const name = `${subjectName}${endingName}`;
      if (!taken.has(code) && !taken.has(name)) pairs.push([code, name]);
    }
  }
  // Fisher-Yates on the seeded generator.
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = pairs[i];
    const b = pairs[j];
    if (a === undefined || b === undefined) throw new RangeError('shuffle index out of range');
    pairs[i] = b;
    pairs[j] = a;
  }
  if (pairs.length < count) throw new RangeError(`only ${pairs.length} titles can be invented, ${count} asked`);
  return pairs.slice(0, count);
}
