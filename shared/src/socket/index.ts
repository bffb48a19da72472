export { ReconnectingSocket, type ReconnectingSocketOptions, type SocketPolicy } from './reconnecting-socket';
export { reconnectDelay } from './reconnect-delay';
export {
  browserNetwork,
  browserTimers,
  type NetworkEvents,
  type SocketLog,
  type SocketTimers,
  type WebSocketLike,
} from './socket-like';
