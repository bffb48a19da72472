import type { ReactNode } from 'react';

/** Auth form mode of SPEC §4: 1 login, 2 register. */
export type AuthFormMode = 1 | 2;

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

export interface Session {
  token: string;
  userId: string;
}

/** Risk answers of the login call open the new-device check with what the login kept. */
export interface NewDeviceRequest {
  phoneNumber: string;
  name: string;
  passwordHash: string;
  message: string;
}

export interface EnterVenueRequest {
  enName: string;
  gameCode?: string;
  message?: string;
}

/**
 * Every event of SPEC §4, namespaced. `void` events carry no payload.
 * No event travels on the bus unless it is listed here.
 */
export interface BusEvents {
  'auth:switch-way': { mode: AuthFormMode };
  'auth:login': void;
  'auth:register': void;
  'auth:forget-password': void;
  'auth:new-device': NewDeviceRequest;
  'auth:close': void;
  'auth:login-success': Session;
  'auth:login-expired': { message: string };
  'auth:password-change-success': void;
  /** The current session, replayed to late subscribers; null when logged out. */
  'session:changed': Session | null;
  'ui:login-tips': void;
  'ui:tips-dialog': TipsDialogMessage;
  'ui:loading-show': LoadingMessage;
  'ui:loading-dismiss': void;
  'ui:toast': ToastMessage;
  'ui:enter-venue': EnterVenueRequest;
  'ui:egame-tab': { index: number };
  /** The 6449 answer: the host shows the message with 去完善. */
  'ui:bind-real-name': { message: string };
  'balance:refresh': void;
  'unread:refresh': void;
}

export type BusEventName = keyof BusEvents;

/** Events that describe a state: a late subscriber gets the last value at once. */
export const replayedEvents: ReadonlySet<BusEventName> = new Set<BusEventName>(['session:changed']);
