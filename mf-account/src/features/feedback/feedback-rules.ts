import {
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  feedbackTypeSchema,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  type FeedbackType,
} from 'shared/contract';

/** The types in the order the form offers them. */
export const feedbackTypes: readonly FeedbackType[] = feedbackTypeSchema.options;

export function isFeedbackType(value: string): value is FeedbackType {
  return (feedbackTypes as readonly string[]).includes(value);
}

/** The text as addFeedBack counts it: trimmed, between the contract's limits. */
export function textProblem(text: string): 'short' | 'long' | null {
  const length = text.trim().length;
  if (length < FEEDBACK_TEXT_MIN) return 'short';
  if (length > FEEDBACK_TEXT_MAX) return 'long';
  return null;
}

/**
 * Checked before any upload, so a wrong file never leaves the browser; the server checks the bytes
 * again (the declared type can lie).
 */
export function imageProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > UPLOAD_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** How many more images fit beside the `kept` ones. */
export function roomForImages(kept: number): number {
  return Math.max(0, FEEDBACK_MAX_IMAGES - kept);
}
