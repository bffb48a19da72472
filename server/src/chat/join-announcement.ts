/** Past this many people a line per join floods the room's messages and costs every member a frame per join. */
export const ANNOUNCE_JOINS_UP_TO = 200;

/** Whether a room with `online` people (the newcomer counted) announces a join (10008). */
export function announcesJoins(online: number): boolean {
  return online <= ANNOUNCE_JOINS_UP_TO;
}
