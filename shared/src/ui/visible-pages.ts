/** The page numbers a pager shows: the first, the last, and two either side of the current one. */
export function visiblePages(page: number, pages: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown[shown.length - 1] !== 'gap') shown.push('gap');
  }
  return shown;
}
