import type { ChatTurn } from '../engine';
import type { UploadForModel } from '../../uploads/read-for-model';

// Of what the system prompt and the question leave, attached text may take this share; the
// rest keeps as much of the conversation as fits.
const ATTACHMENT_SHARE = 0.6;

/**
 * Keeps a model request within `maxChars`: attached texts are cut to an equal share of the
 * attachment allowance, then earlier turns are kept newest first while they fit. The system
 * prompt and the question itself are never cut.
 */
export function fitPrompt(
  parts: {
    system: string;
    history: readonly ChatTurn[];
    message: string;
    attachments: readonly UploadForModel[];
  },
  maxChars: number,
): { history: ChatTurn[]; attachments: UploadForModel[] } {
  let room = Math.max(0, maxChars - parts.system.length - parts.message.length);
  const texts = parts.attachments.filter((a) => a.kind === 'text').length;
  const perText = texts ? Math.floor((room * ATTACHMENT_SHARE) / texts) : 0;
  const attachments = parts.attachments.map((file) => {
    if (file.kind !== 'text' || file.text.length <= perText) return file;
    return {
      ...file,
      text: `${file.text.slice(0, perText)}\n[… the rest of "${file.name}" was cut to fit]`,
    };
  });
  room -= attachments.reduce((sum, a) => sum + (a.kind === 'text' ? a.text.length : 0), 0);

  const history: ChatTurn[] = [];
  for (const turn of [...parts.history].reverse()) {
    if (turn.content.length > room) break;
    room -= turn.content.length;
    history.unshift(turn);
  }
  return { history, attachments };
}
