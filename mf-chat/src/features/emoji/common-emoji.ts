/** The picker's emoji: faces, hands and the sports-and-money ones a betting chat uses most. */
export const COMMON_EMOJI: readonly string[] = [
  '😀', '😂', '🤣', '😊', '😍', '😘', '😎', '🤔',
  '😅', '😭', '😡', '😱', '😴', '🤑', '😤', '🙄',
  '👍', '👎', '👏', '🙏', '💪', '🤝', '🙌', '👀',
  '🎉', '🔥', '💯', '⚽', '🏀', '🏆', '💰', '🎁',
];

/** Emoji per row of the grid (arrow keys move by it). */
export const EMOJI_COLUMNS = 8;
