import { fileToBase64 } from 'shared/api';
import { addFeedBack, getFeedBackList, uploadImage } from 'shared/contract';
import { useEndpointMutation } from 'shared/query';
import type { FeedbackDraft } from './feedback-api';

/**
 * Filing a ticket and uploading its images. A new ticket changes the ticket list (it has no replies
 * yet, so the unread counts stay): every list on screen refetches and shows it.
 */
export function useFeedbackWrites() {
  const add = useEndpointMutation(addFeedBack, { invalidates: [getFeedBackList] });
  const upload = useEndpointMutation(uploadImage);
  return {
    submit: async (draft: FeedbackDraft): Promise<number> => {
      const { id } = await add.call({
        type: draft.type,
        content: draft.content.trim(),
        fileIds: [...draft.fileIds],
        ...(draft.type === 'bet' && draft.betId ? { betId: draft.betId } : {}),
      });
      return id;
    },
    uploadImage: async (file: File) =>
      upload.call({ purpose: 'feedback', fileName: file.name.slice(-120), data: await fileToBase64(file) }),
  };
}
