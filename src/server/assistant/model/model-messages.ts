import type { ModelMessage } from 'ai';
import type { UploadForModel } from '../../uploads/read-for-model';
import type { AssistantTurn, ChatTurn } from '../engine';

type ImageFile = Extract<UploadForModel, { kind: 'image' }>;

const imagePart = (file: ImageFile) => ({
  type: 'image' as const,
  image: file.bytes,
  mediaType: file.mediaType,
});

/**
 * The question with its attachments: text files inline, delimited and labelled as the user's
 * data; photos as image parts for a model that sees them, else a line saying one was sent.
 */
export function questionContent(
  message: string,
  attachments: readonly UploadForModel[],
  vision: boolean,
) {
  if (attachments.length === 0) return message;
  const texts = attachments.map((file) =>
    file.kind === 'text'
      ? `\n\n<attached-file name=${JSON.stringify(file.name)}>\n${file.text}\n</attached-file>`
      : vision
        ? ''
        : `\n\n[The user attached a photo, ${JSON.stringify(file.name)}, which you cannot see. Do not describe it; ask what it shows if that matters.]`,
  );
  const images = vision ? attachments.filter((f): f is ImageFile => f.kind === 'image') : [];
  if (images.length === 0) return message + texts.join('');
  return [{ type: 'text' as const, text: message + texts.join('') }, ...images.map(imagePart)];
}

/**
 * Earlier turns for the model. A model that sees images gets earlier photos again, newest
 * first, while their bytes fit `imageBytes`; older ones stay words only.
 */
export async function historyMessages(
  history: readonly ChatTurn[],
  options: { vision: boolean; imageBytes: number; readUpload?: AssistantTurn['readUpload'] },
): Promise<ModelMessage[]> {
  let room = options.imageBytes;
  const messages: ModelMessage[] = [];
  for (const turn of [...history].reverse()) {
    const images: ImageFile[] = [];
    if (turn.role === 'user' && options.vision && options.readUpload) {
      for (const { id } of turn.images ?? []) {
        if (room <= 0) break;
        const file = await options.readUpload(id);
        if (file?.kind !== 'image' || file.bytes.byteLength > room) continue;
        room -= file.bytes.byteLength;
        images.push(file);
      }
    }
    messages.unshift(
      turn.role === 'user' && images.length > 0
        ? {
            role: 'user',
            content: [{ type: 'text', text: turn.content }, ...images.map(imagePart)],
          }
        : { role: turn.role, content: turn.content },
    );
  }
  return messages;
}
