// Whether something listens on a TCP port: the launch scripts wait on it for the servers they start.
import { connect } from 'node:net';

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
