import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_IMAGES, FEEDBACK_TEXT_MAX, FEEDBACK_TEXT_MIN, UPLOAD_IMAGE_MAX_BYTES } from 'shared/contract';
import { feedbackTypes, imageProblem, isFeedbackType, roomForImages, textProblem } from './feedback-rules';

describe('textProblem', () => {
  it('counts the trimmed text against the contract limits', () => {
    expect(textProblem(`  ${'字'.repeat(FEEDBACK_TEXT_MIN - 1)}  `)).toBe('short');
    expect(textProblem('字'.repeat(FEEDBACK_TEXT_MIN))).toBeNull();
    expect(textProblem('字'.repeat(FEEDBACK_TEXT_MAX))).toBeNull();
    expect(textProblem('字'.repeat(FEEDBACK_TEXT_MAX + 1))).toBe('long');
  });
});

describe('imageProblem', () => {
  it('accepts the upload types up to the size limit', () => {
    expect(imageProblem({ type: 'image/png', size: UPLOAD_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: UPLOAD_IMAGE_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('roomForImages', () => {
  it('leaves room up to the image limit and never below zero', () => {
    expect(roomForImages(0)).toBe(FEEDBACK_MAX_IMAGES);
    expect(roomForImages(FEEDBACK_MAX_IMAGES)).toBe(0);
    expect(roomForImages(FEEDBACK_MAX_IMAGES + 2)).toBe(0);
  });
});

describe('feedbackTypes', () => {
  it('are the contract types', () => {
    expect(feedbackTypes).toContain('bet');
    expect(isFeedbackType('withdraw')).toBe(true);
    expect(isFeedbackType('')).toBe(false);
  });
});
