import { BannerCarousel } from './BannerCarousel';
import { EgameVendorStrip } from './EgameVendorStrip';
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
      <EgameVendorStrip />
      <HotMatches />
      <SponsorBlock />
    </>
  );
}
