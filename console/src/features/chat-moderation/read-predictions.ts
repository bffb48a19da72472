/**
 * "2-1 38, 1-1 25" (commas, semicolons or new lines between predictions) as the contract's list;
 * null when a part is not a score and a percent, or there are none or more than ten.
 */
export function readPredictions(text: string): { score: string; percent: number }[] | null {
  const parts = text
    .split(/[,，;；\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 10) return null;
  const predictions: { score: string; percent: number }[] = [];
  for (const part of parts) {
    const match = /^(\d{1,2}-\d{1,2})\s+(\d{1,3}(?:\.\d+)?)%?$/.exec(part);
    const percent = Number(match?.[2]);
    if (match?.[1] === undefined || !(percent >= 0 && percent <= 100)) return null;
    predictions.push({ score: match[1], percent });
  }
  return predictions;
}
