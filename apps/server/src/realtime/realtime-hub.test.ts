import type { Server } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { RealtimeHub, userRoom } from './realtime-hub';

/** A socket.io server as the hub sees it: this node's rooms, and what asking every node answers. */
function fakeIo(localUserIds: string[], fetchSockets: () => Promise<Array<{ rooms: Set<string> }>>): Server {
  const rooms = new Map(localUserIds.map((id) => [userRoom(id), new Set(['socket-1'])]));
  const nsp = { adapter: { rooms }, in: () => ({ fetchSockets }) };
  return { of: () => nsp } as unknown as Server;
}

describe('RealtimeHub.onlineAmong', () => {
  it('asks the other nodes about whoever is not on this one', async () => {
    const hub = new RealtimeHub();
    hub.attach(fakeIo(['a'], async () => [{ rooms: new Set(['socket-2', userRoom('b')]) }]));
    expect(await hub.onlineAmong('patient', ['a', 'b', 'c'])).toEqual(new Set(['a', 'b']));
  });

  it('answers for this node alone, and says so, when the other nodes do not answer', async () => {
    const errors: unknown[] = [];
    const hub = new RealtimeHub();
    const timeout = new Error('timeout reached while waiting for fetchSockets response');
    hub.attach(
      fakeIo(['a'], () => Promise.reject(timeout)),
      { onPresenceError: (err) => errors.push(err) },
    );
    expect(await hub.onlineAmong('patient', ['a', 'b'])).toEqual(new Set(['a']));
    expect(errors).toEqual([timeout]);
  });

  it('does not ask the other nodes when everyone asked about is here', async () => {
    const hub = new RealtimeHub();
    hub.attach(fakeIo(['a', 'b'], () => Promise.reject(new Error('should not be asked'))));
    expect(await hub.onlineAmong('patient', ['a', 'b'])).toEqual(new Set(['a', 'b']));
  });
});
