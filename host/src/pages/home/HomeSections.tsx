import { BannerCarousel } from './BannerCarousel';
import { EgameVendorStrip } from './EgameVendorStrip';
import { HotMatches } from './HotMatches';
import { NoticeStrip } from './NoticeStrip';
import { SponsorBlock } from './SponsorBlock';

// The home page's server-data parts: one chunk, loaded after the first page, with the query layer they read through.

/** Above the vertical entries: the banners and the notices. */
export function HomeTop() {
  return (
    <>
      <BannerCarousel />
      <NoticeStrip />
    </>
  );
}

/** Below them: the e-game vendors, the hot matches and the sponsors. */
export function HomeBottom() {
  return (
    <>
      <EgameVendorStrip />
      <HotMatches />
      <SponsorBlock />
    </>
  );
}
