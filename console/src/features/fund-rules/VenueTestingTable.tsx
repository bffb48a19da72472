import { useState } from 'react';
import { consoleVenueList, consoleVenueSetTesting, type ConsoleVenue } from 'shared/contract/console';
import { useTranslation } from 'shared/i18n';
import { useEndpointMutation } from 'shared/query';
import { Button, DataTable, TableFrame } from 'shared/ui';
import { NAMESPACE } from '../../setup';
import { ReasonDialog } from '../../ui/ReasonDialog';

/** Every venue with its testing mark; a switch marks or unmarks one after a confirmation with the reason. */
export function VenueTestingTable({ venues }: { venues: readonly ConsoleVenue[] }) {
  const { t } = useTranslation(NAMESPACE);
  const [asked, setAsked] = useState<ConsoleVenue | null>(null);
  const setTesting = useEndpointMutation(consoleVenueSetTesting, { invalidates: [consoleVenueList] });

  const confirm = async (venue: ConsoleVenue, reason: string) => {
    const done = await setTesting.run({ channelCode: venue.channelCode, testing: !venue.testing, reason });
    return done !== null;
  };

  return (
    <TableFrame>
      <DataTable aria-label={t('fundRules.venuesTitle')}>
        <thead>
          <tr>
            <th>{t('fundRules.venueCode')}</th>
            <th>{t('fundRules.venueName')}</th>
            <th>{t('fundRules.venueState')}</th>
            <th>{t('fundRules.venueAction')}</th>
          </tr>
        </thead>
        <tbody>
          {venues.map((venue) => (
            <tr key={venue.channelCode}>
              <td>{venue.channelCode}</td>
              <td>{venue.name}</td>
              <td>{t(venue.testing ? 'fundRules.testing' : 'fundRules.open')}</td>
              <td>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t(venue.testing ? 'fundRules.unmarkNamed' : 'fundRules.markNamed', { name: venue.name })}
                  onClick={() => setAsked(venue)}
                >
                  {t(venue.testing ? 'fundRules.unmark' : 'fundRules.mark')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {asked !== null && (
        <ReasonDialog
          title={t(asked.testing ? 'fundRules.unmarkTitle' : 'fundRules.markTitle')}
          body={t(asked.testing ? 'fundRules.unmarkBody' : 'fundRules.markBody', { name: asked.name })}
          confirm={t('fundRules.confirm')}
          placeholder={t('fundRules.reasonPlaceholder')}
          busy={setTesting.busy}
          failure={setTesting.failure}
          failed={t('fundRules.saveFailed')}
          onConfirm={(reason) => confirm(asked, reason)}
          onClose={() => setAsked(null)}
        />
      )}
    </TableFrame>
  );
}
