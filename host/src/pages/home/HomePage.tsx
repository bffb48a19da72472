import { BannerCarousel } from './BannerCarousel';
import { NoticeStrip } from './NoticeStrip';
import { VerticalEntries } from './VerticalEntries';

export function HomePage() {
  return (
    <>
      <BannerCarousel />
      <NoticeStrip />
      <VerticalEntries />
    </>
  );
}
