import { describe, expect, it } from 'vitest';
import { messageParts } from '../../../src/lib/message-links';
import { listLimitMessage } from '../../../src/shared/domain/list-rules';

describe('messageParts', () => {
  it.each([
    ['no path', 'Saved.', [{ text: 'Saved.' }]],
    ['the sixth-list refusal', listLimitMessage(5), [
      { text: 'Free golfers keep up to 5 ranked lists besides My Lie. TPL Pro gives you unlimited lists: see ' }, { path: '/pro' }, { text: '.' },
    ]],
    ['a path at the start and twice', '/pro or /pro', [{ path: '/pro' }, { text: ' or ' }, { path: '/pro' }]],
    ['not part of a longer word or path', 'see /pros, a/pro and /pro/x', [{ text: 'see /pros, a/pro and /pro/x' }]],
  ] as const)('%s', (_name, message, parts) => {
    expect(messageParts(message)).toEqual(parts);
  });
});
