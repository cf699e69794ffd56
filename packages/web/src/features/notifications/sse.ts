/** One message of a text/event-stream: its `event:` name (default `message`) and its `data:`. */
export type SseMessage = { event: string; data: string };

/**
 * Splits the text read so far into complete messages (a blank line ends one) and the incomplete
 * rest, which waits for more text. Comments (`: ping`) and fields other than event and data
 * (`retry:`, `id:`) are skipped; a message without data is none.
 */
export function takeMessages(text: string): { messages: SseMessage[]; rest: string } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const messages: SseMessage[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}
