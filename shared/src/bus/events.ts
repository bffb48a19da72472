import type { ReactNode } from 'react';
import type { ChatScorePush } from '../contract/chat-socket';

/** The generic tips dialog of SPEC §2/§3 ("Dialog message"). */
export interface TipsDialogMessage {
  msg: ReactNode;
  /** Defaults to 温馨提示. */
  title?: string;
  isShowCancel?: boolean;
  sureText?: string;
  cancelText?: string;
  closeAble?: boolean;
  /** A promise keeps the confirm button in its loading state until it settles. */
  onSure?: () => void | Promise<void>;
  onCancel?: () => void;
}

/** The loading toast of SPEC §3 ("Loading dialog"). */
export interface LoadingMessage {
  msg?: string;
  /** Closes itself after 3 s. */
  isAutoClose?: boolean;
  isShowIcon?: boolean;
  maskClosable?: boolean;
  isShowMask?: boolean;
}

export interface ToastMessage {
  message: string;
  kind?: 'info' | 'success' | 'error';
  /** The login guard's toast sits at the bottom (SPEC §2). */
  position?: 'center' | 'bottom';
}

/** Risk answers of the login call open the new-device check with what the login kept. */
export interface NewDeviceRequest {
  phoneNumber: string;
  name: string;
  passwordHash: string;
  message: string;
}

/**
 * What the auth dialog is asked to show. mf-auth loads on the first request, so the event is
 * replayed: the dialog, mounted after the request that loaded it, still hears it.
 */
export type AuthRequest =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forget-password' }
  | { kind: 'new-device'; request: NewDeviceRequest };

/**
 * A launch answered 6413 (a venue activity runs): the into-venue dialog offers to transfer in first.
 * `message` is the server's text; the dialog falls back to the catalogue's.
 */
export interface EnterVenueRequest {
  enName: string;
  gameCode?: string;
  message?: string;
}

/**
 * The events that cross an app boundary, namespaced; `void` events carry no payload. No event
 * travels on the bus unless it is listed here. Of SPEC §4's auth events, login, register,
 * forget_password and newDevice are one `auth:request`; switch_auth_way and closeAuth happen inside
 * the dialog (its tabs, close icon, Escape) and need no bus. The session itself is not an event: it is
 * `sessionAtom` in shared/state, the one place code reads it from.
 */
export interface BusEvents {
  /** Opens the auth dialog on a screen (SPEC §4 login, register, forget_password, newDevice). */
  'auth:request': AuthRequest;
  /** SPEC §4 login_success, after the member, balance and unread counts are loaded. No token: read sessionAtom. */
  'auth:login-success': { userId: string };
  'auth:login-expired': { message: string };
  'auth:password-change-success': void;
  'ui:login-tips': void;
  'ui:tips-dialog': TipsDialogMessage;
  'ui:loading-show': LoadingMessage;
  /** SPEC §4 "dismiss loading": closes the loading toast at once (a call it stood for has ended). */
  'ui:loading-hide': void;
  'ui:toast': ToastMessage;
  /**
   * Opens the into-venue dialog (casino/EnterVenueDialog). The host loads that remote on the first
   * request, so it is replayed; the dialog forgets the request once it has taken it.
   */
  'ui:enter-venue': EnterVenueRequest;
  /**
   * Selects a vendor tab of the e-game page (/game/egame), e.g. from the home page's vendor strip.
   * The page may mount after the click, so it is replayed; the page forgets it once applied.
   */
  'ui:egame-tab': { index: number };
  /** The 6449 answer: the host shows the message with 去完善. */
  'ui:bind-real-name': { message: string };
  /** The 6016 / 6017 answer: the host shows the message with 去验证, leading to the phone binding. */
  'ui:verify-phone': { message: string };
  /**
   * Money changed: sent after every money call and when a poll or reload sees an order change
   * state. The header balance and every figure loaded through useEndpoint in the money group reload on it.
   */
  'balance:refresh': void;
  /**
   * A score push (10014) from a match room's chat: mf-chat hears it on its socket, the sports book
   * applies it to the match (remotes never import each other, so it crosses on the bus).
   */
  'chat:score': ChatScorePush;
}

export type BusEventName = keyof BusEvents;

/** Events that describe a state: a late subscriber gets the last value at once. */
export const replayedEvents: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'auth:request',
  'ui:enter-venue',
  'ui:egame-tab',
]);
