import { describe, expect, it } from 'vitest';
import { sseParser, type StreamEvent } from '../../../src/features/notifications/lib/sse-parser';

const parse = (chunks: string[]): StreamEvent[] => {
  const out: StreamEvent[] = [];
  const feed = sseParser((e) => out.push(e));
  chunks.forEach(feed);
  return out;
};

describe('sseParser', () => {
  it.each<[string, string[], StreamEvent[]]>([
    ['one event', ['id: 4\nevent: notification\ndata: {"a":1}\n\n'], [{ id: '4', event: 'notification', data: '{"a":1}' }]],
    ['split anywhere', ['id: 4\nev', 'ent: unread\nda', 'ta: {"unread":2}\n', '\n'], [{ id: '4', event: 'unread', data: '{"unread":2}' }]],
    ['comments and retry lines are not events', [': ping\n\nretry: 3000\n\n'], []],
    ['no event name is a message; data lines join', ['data: a\ndata: b\n\n'], [{ id: null, event: 'message', data: 'a\nb' }]],
    ['the last id carries on', ['id: 7\ndata: x\n\ndata: y\n\n'], [{ id: '7', event: 'message', data: 'x' }, { id: '7', event: 'message', data: 'y' }]],
    ['CRLF line ends', ['event: unread\r\ndata: 1\r\n\r\n'], [{ id: null, event: 'unread', data: '1' }]],
    ['an event not yet ended waits', ['data: half'], []],
  ])('%s', (_name, chunks, events) => {
    expect(parse(chunks)).toEqual(events);
  });
});
