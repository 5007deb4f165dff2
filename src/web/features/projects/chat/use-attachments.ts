import { useState } from 'react';
import { toast } from '../../../lib/toast';
import type { Upload } from '../../../../shared/uploads/upload-api';
import { UPLOAD_MAX_BYTES } from '../../../../shared/uploads/upload-limits';
import { ApiFailure, apiFetch } from '../../../lib/api-fetch';

export interface PendingAttachment {
  key: string;
  name: string;
  upload?: Upload;
}

const allowed = /\.(jpe?g|png|webp|gif|heic|heif|avif|pdf|docx?|txt)$/i;

/**
 * Files picked for the next question: checked here for a quick answer, then uploaded (the server
 * decides the type from the bytes). Too large or the wrong type: a toast, and nothing is kept.
 */
export function useAttachments(ensureGuestCookie: () => Promise<void>) {
  const [items, setItems] = useState<PendingAttachment[]>([]);

  async function add(files: FileList) {
    for (const file of Array.from(files)) {
      if (file.size > UPLOAD_MAX_BYTES) {
        toast.error('File too large', { description: `${file.name} is over 10 MB.` });
        continue;
      }
      if (!allowed.test(file.name) && !file.type.startsWith('image/')) {
        toast.error('Unsupported file', {
          description: 'Attach a photo, a PDF, a Word document or a text file.',
        });
        continue;
      }
      const key = `${file.name}-${file.size}-${Date.now()}`;
      setItems((list) => [...list, { key, name: file.name }]);
      try {
        await ensureGuestCookie();
        const form = new FormData();
        form.set('file', file);
        // zod and the schema load with the first upload, not with every page that has a chat.
        const { uploadSchema } = await import('../../../../shared/uploads/upload-api');
        const upload = uploadSchema.parse(
          await apiFetch<unknown>('/api/uploads', { method: 'POST', body: form }),
        );
        setItems((list) => list.map((item) => (item.key === key ? { ...item, upload } : item)));
      } catch (error) {
        setItems((list) => list.filter((item) => item.key !== key));
        toast.error('Upload failed', {
          description:
            error instanceof ApiFailure && error.serverMessage
              ? error.serverMessage
              : `${file.name} could not be uploaded. Please try again.`,
        });
      }
    }
  }

  return {
    items,
    add,
    remove: (key: string) => setItems((list) => list.filter((item) => item.key !== key)),
    clear: () => setItems([]),
    uploading: items.some((item) => !item.upload),
    ready: items.flatMap((item) => (item.upload ? [item.upload] : [])),
  };
}

/** Attachments for whoever is chatting: a guest first needs our guest cookie to own uploads. */
export function useChatFiles(signedIn: boolean, guestSessionId: string | null) {
  return useAttachments(async () => {
    if (signedIn || !guestSessionId) return;
    await apiFetch(`/api/guest/allowance?guestSessionId=${encodeURIComponent(guestSessionId)}`);
  });
}
