import '../setup';
import { useParams } from 'shared/router';
import type { RemoteModules } from 'shared/remotes';
import { ActivityView } from '../features/activity';
import type { ActivityQuery } from '../features/activity';

/** A positive whole number from the address, else null (the page shows not-found). */
function parseActivityId(param: string | undefined): number | null {
  if (param === undefined || !/^\d+$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /activity/<pageType>/:id, and /activity/friendInvitation (no id: the running one). */
const ActivityPage: RemoteModules['promotions/ActivityPage'] = ({ pageType }) => {
  const { id } = useParams();
  const activityId = parseActivityId(id);
  const query: ActivityQuery | null =
    pageType === 'friendInvitation' ? { pageType: 'friendInvitation' } : activityId === null ? null : { activityId };
  // A new id is a new page: nothing of the previous activity's state carries over.
  return <ActivityView key={`${pageType}:${id ?? ''}`} pageType={pageType} query={query} />;
};

export default ActivityPage;
