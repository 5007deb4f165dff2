/** The JSON parts of an AI SDK UI message stream (Server-Sent Events). */
export async function readUiStream(res: Response): Promise<Array<Record<string, unknown>>> {
  const text = await res.text();
  return text
    .split('\n\n')
    .map((event) => event.trim())
    .filter((event) => event.startsWith('data: ') && event !== 'data: [DONE]')
    .map((event) => JSON.parse(event.slice('data: '.length)) as Record<string, unknown>);
}

export function streamedText(parts: Array<Record<string, unknown>>): string {
  return parts
    .filter((part) => part.type === 'text-delta')
    .map((part) => part.delta as string)
    .join('');
}
