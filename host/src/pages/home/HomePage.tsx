import { BannerCarousel } from './BannerCarousel';
import { HotMatches } from './HotMatches';
import { NoticeStrip } from './NoticeStrip';
import { SponsorBlock } from './SponsorBlock';
import { VerticalEntries } from './VerticalEntries';

export function HomePage() {
  return (
    <>
      <BannerCarousel />
      <NoticeStrip />
      <VerticalEntries />
      <HotMatches />
      <SponsorBlock />
    </>
  );
}
