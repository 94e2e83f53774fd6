/**
 * Server-sent events as they arrive in chunks (the HTML standard's event stream format): lines
 * `id:`, `event:`, `data:`, blank line ends an event, `:` starts a comment. Pure and fed by hand,
 * since the stream is read with fetch (EventSource cannot send the Authorization header).
 */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

export function sseParser(onEvent: (e: StreamEvent) => void): (chunk: string) => void {
  let buffer = '';
  let id: string | null = null;
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ id, event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  return (chunk) => {
    buffer += chunk;
    let nl: number;
    while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
      if (line === '') { dispatch(); continue; }
      if (line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
  };
}
