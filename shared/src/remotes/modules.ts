import type { ComponentType } from 'react';
import type { VenueCategory } from '../contract/endpoints/games';
import type { GameCatalogueCategory } from '../contract/endpoints/game-catalogue';
import type { ActivityPageType } from '../contract/endpoints/advertising';
import type { RemoteName } from './names';

/** The auth dialog takes no props: it hears what to show on the bus (`auth:request`, replayed). */
export type AuthDialogProps = Record<string, never>;

/** Props of the casino venue list: which category of venues it lists. */
export interface VenueListProps {
  category: VenueCategory;
}

/** Props of the e-game and fishing catalogues: which of the two. */
export interface GameCatalogueProps {
  category: GameCatalogueCategory;
}

/** Props of an activity page: its type (the route decides it; the id comes from the address). */
export interface ActivityPageProps {
  pageType: ActivityPageType;
}

/** The local sports book at /game/sport/{enName}: the venue code from the address (CRTY). */
export interface SportsBookProps {
  enName: string;
}

/** The chat room beside a live match in the sports book (room `match-{gameId}`). */
export interface MatchChatProps {
  gameId: string;
  /** "Home vs Away", the room's heading. */
  title: string;
  /** The room's close button (match-chat-close): the book closes the panel. */
  onClose?: () => void;
}

/** Where the customer-service entry sits. */
export interface CustomerServiceEntryProps {
  variant: 'header' | 'floating';
  /**
   * The player already pressed the host's stand-in button (a visitor's page loads the chat remote
   * only on intent): open what a press opens, the deposit-channel warning, at once. Optional, so a
   * remote built before it still works (the player presses once more).
   */
  openOnStart?: boolean;
}

/**
 * What every remote exposes, keyed `remote/Module`. Each remote's expose file is typed against
 * this map and the host loads through it, so a change on either side fails type checks instead of
 * becoming `any` at run time.
 */
export interface RemoteModules {
  'auth/AuthDialog': ComponentType<AuthDialogProps>;
  'sports/SportsVenuePage': ComponentType;
  'sports/SportsBookPage': ComponentType<SportsBookProps>;
  /** /mine/betRecord: the member's sports bet records. */
  'sports/BetRecordPage': ComponentType;
  /** /game/realbet, /game/chess, /game/gaming, /game/lottery: a category's venues, each entering. */
  'casino/VenueListPage': ComponentType<VenueListProps>;
  /** /game/egame and /game/fishing: vendor tabs over a searchable game grid with favourites. */
  'casino/GameCataloguePage': ComponentType<GameCatalogueProps>;
  /** /pg/game and /dz/game: a launched game's host page (?venue=&ticket=), with its venue balance. */
  'casino/GameHostPage': ComponentType;
  /** The into-venue transfer dialog (SPEC §2): mounted by the host on the first `ui:enter-venue`. */
  'casino/EnterVenueDialog': ComponentType;
  /** /mine/takemoney: withdrawals, the withdraw password and the member's withdraw orders. */
  'wallet/TakeMoneyPage': ComponentType;
  /** /mine/addBankCard: add and manage bank cards. */
  'wallet/AddBankCardPage': ComponentType;
  /** /mine/virtualCoinCard: add and manage USDT addresses. */
  'wallet/VirtualCoinCardPage': ComponentType;
  /** /mine/alipayManage: add and manage Alipay accounts. */
  'wallet/AlipayManagePage': ComponentType;
  /** /mine/accountManage/:id: one payout account (the id comes from the route). */
  'wallet/AccountManagePage': ComponentType;
  /** /mine/transfermoney: centre wallet ⇄ venue wallets. */
  'wallet/TransferMoneyPage': ComponentType;
  /** /mine/wallet: the money summary. */
  'wallet/WalletPage': ComponentType;
  /** /mine/exchange: CNY ⇄ USDT exchange at the published rates, with the USDT wallet. */
  'wallet/ExchangePage': ComponentType;
  /** /mine/transRecord: the deal records. */
  'wallet/TransRecordPage': ComponentType;
  /** /mine/savemoney: deposits with the rechargeWait, transferWait and virtualWait screens (?order=). */
  'wallet/SaveMoneyPage': ComponentType;
  /** /mine/huione: huiwangWait (?order=). */
  'wallet/HuioneWaitPage': ComponentType;
  /** /mine/xnbsk: xnbskWait with its QR code (?order=). */
  'wallet/XnbskWaitPage': ComponentType;
  'promotions/DiscountPage': ComponentType;
  /** /activity/{pageType}/{id} (and /activity/friendInvitation): one activity's page by its type. */
  'promotions/ActivityPage': ComponentType<ActivityPageProps>;
  /** /mine/vip: grades, the member's progress, benefits and rebate rates. */
  'promotions/VipPage': ComponentType;
  /** /mine/vip/detail: one grade's benefits in full, and the weekly VIP gift. */
  'promotions/VipDetailPage': ComponentType;
  /** /mine/welfare: rewards waiting to be claimed. */
  'promotions/WelfarePage': ComponentType;
  /** /mine/giftRecord: the rewards paid. */
  'promotions/GiftRecordPage': ComponentType;
  /** /agent: the venture (agent programme) page. */
  'promotions/AgentPage': ComponentType;
  'account/MineLayout': ComponentType;
  /** /mine/userinfo: the profile (SPEC §2 labels), real name, gender and birthday set once, the avatar. */
  'account/UserInfoPage': ComponentType;
  /** /mine/auth: security: phone, e-mail, login password, second (withdraw) password. */
  'account/AuthPage': ComponentType;
  /** /mine/message: letters by type, read, delete, read all. */
  'account/MessagePage': ComponentType;
  /** /mine/feedback: the feedback form and the member's tickets at the same path. */
  'account/FeedbackPage': ComponentType;
  /** /mine/introTutorial: the intro tutorial from the server. */
  'account/IntroTutorialPage': ComponentType;
  /** /mine/responsible: 负责任博彩: deposit and loss limits, the reality check, time-out and self-exclusion. */
  'account/ProtectionPage': ComponentType;
  /** 在线客服: the warning dialog, then the support chat window; an unread badge while it is closed. */
  'chat/CustomerServiceEntry': ComponentType<CustomerServiceEntryProps>;
  /** The match room chat, rendered by the sports book through RemoteSlot. */
  'chat/MatchChat': ComponentType<MatchChatProps>;
}

export type RemoteModuleKey = keyof RemoteModules;

/** Every key must start with a remote's name; this line fails to compile otherwise. */
const keysNameRemotes: RemoteModuleKey extends `${RemoteName}/${string}` ? true : never = true;
void keysNameRemotes;

/** The remote a module key belongs to. */
export function remoteOf(key: RemoteModuleKey): RemoteName {
  return key.slice(0, key.indexOf('/')) as RemoteName;
}

/** The federation expose path of a module key ('./AuthDialog'). */
export function exposeOf(key: RemoteModuleKey): string {
  return './' + key.slice(key.indexOf('/') + 1);
}
