import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, setTestBrand } from '../render-page';
import { SeoText } from './SeoText';

describe('hidden search-engine text', () => {
  it('names the site and every vertical while staying in the document', () => {
    setTestBrand();
    renderPage(<SeoText />);
    const text = screen.getByTestId('seo-text');
    for (const word of ['星耀体育', '体育赛事', '彩票', '电子竞技', '百家乐', '轮盘', '二十一点', '老虎机', '捕鱼'])
      expect(text).toHaveTextContent(word);
    expect(getComputedStyle(text).display).not.toBe('none');
  });
});
