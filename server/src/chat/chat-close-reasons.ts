/** The close reason of a socket over its address's cap. */
export const TOO_MANY_FROM_ADDRESS = 'too many chat sockets from this address';

/** Close code of an outage (the service restarting): the client comes back after its reconnect delay. */
export const CHAT_CLOSE_RESTART = 1012;
