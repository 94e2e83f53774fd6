/**
 * The server's refusals name in-app pages by path ("… unlimited lists: see /pro."): where a
 * message is shown, those paths become links. A path counts only as a whole word, so "/pros" or
 * "a/pro" stay text.
 */
import { PRO_PATH } from '../shared/domain/list-rules';

export type MessagePart = { text: string } | { path: string };

/** The paths a message may link to. */
export const LINKED_PATHS: readonly string[] = [PRO_PATH];

export function messageParts(message: string, paths: readonly string[] = LINKED_PATHS): MessagePart[] {
  if (paths.length === 0) return [{ text: message }];
  const escaped = paths.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\w/])(${escaped.join('|')})(?![\\w/-])`, 'g');
  const parts: MessagePart[] = [];
  let at = 0;
  for (const match of message.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: message.slice(at, match.index) });
    parts.push({ path: match[1]! });
    at = match.index + match[0].length;
  }
  if (at < message.length) parts.push({ text: message.slice(at) });
  return parts;
}
